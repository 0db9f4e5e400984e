import { AspectRatio, type AspectRatioProps } from '@chakra-ui/react'
import { toEmbedUrl } from '@/lib/video'

/** A YouTube player that starts at once. Rendered only inside an opened dialog, so it loads on demand. */
export function YouTubeEmbed({ url, title, ...rest }: { url: string; title: string } & Omit<AspectRatioProps, 'children'>) {
  return (
    <AspectRatio ratio={16 / 9} {...rest}>
      <iframe
        src={toEmbedUrl(url, { autoplay: true })}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        style={{ border: 0, borderRadius: 8 }}
      />
    </AspectRatio>
  )
}
