import { useEffect } from 'react'

/**
 * The admin app's title. Public pages get their head from the server
 * (adapters/http: title, description, Open Graph, JSON-LD); the admin is
 * served with robots noindex by the server too.
 */
export function usePageHead(title: string) {
  useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
