import { Link } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { parseMarkup, type MarkupNode } from '@/lib/markup'

function render(nodes: MarkupNode[], keyPrefix = ''): React.ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${keyPrefix}${i}`
    switch (node.type) {
      case 'text':
        return node.text
      case 'strong':
        return <strong key={key}>{render(node.children, `${key}.`)}</strong>
      case 'em':
        return <em key={key}>{render(node.children, `${key}.`)}</em>
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={key} asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={node.href}>{render(node.children, `${key}.`)}</RouterLink>
          </Link>
        ) : (
          <Link key={key} href={node.href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
            {render(node.children, `${key}.`)}
          </Link>
        )
    }
  })
}

/** Renders text with **strong**, *emphasis* and [link](href) markup as React elements (never as HTML). */
export function Markup({ text }: { text: string }) {
  return <>{render(parseMarkup(text))}</>
}
