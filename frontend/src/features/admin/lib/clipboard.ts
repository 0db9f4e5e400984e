/** Copies text with the browser's clipboard; false when it is not allowed (the text stays shown to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Saves text as a file through the browser's download (a plain-text file named `filename`). */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
