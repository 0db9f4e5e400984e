/**
 * The enhancements' own CSS: dialogs, notices and the entrance animation's
 * states exist only once the script runs, so their rules travel with it as
 * one `<style>` element, added once (the CSP allows inline styles). Self
 * contained: light by default, `html.dark` for the dark theme; every text
 * colour is at least 4.5:1 on its background; buttons are 44 px targets;
 * the gallery fills the screen on phones; nothing moves under
 * `prefers-reduced-motion: reduce`.
 */
const CSS = `
.pe-dialog{--pe-bg:#fff;--pe-fg:#18181b;--pe-muted:#52525b;--pe-line:#d4d4d8;--pe-accent:#123332;--pe-on-accent:#fff;--pe-chip:#f4f4f5;
position:fixed;inset:0;margin:auto;z-index:1000;box-sizing:border-box;width:min(calc(100% - 2rem),48rem);max-width:none;max-height:calc(100% - 2rem);
padding:0;border:0;border-radius:12px;background:var(--pe-bg);color:var(--pe-fg);overflow:auto;overscroll-behavior:contain;
box-shadow:0 20px 50px rgba(0,0,0,.35);font:inherit;line-height:1.5;animation:pe-in .2s ease-out}
html.dark .pe-dialog{--pe-bg:#18181b;--pe-fg:#fafafa;--pe-muted:#a1a1aa;--pe-line:#3f3f46;--pe-accent:#5eead4;--pe-on-accent:#18181b;--pe-chip:#27272a}
.pe-dialog:not([open]){display:none}
.pe-dialog::backdrop{background:rgba(0,0,0,.7)}
.pe-dialog *{box-sizing:border-box}
.pe-panel{position:relative;display:flex;flex-direction:column;gap:1rem;padding:1.25rem;min-height:100%}
.pe-dialog h2{margin:0;padding-inline-end:3rem;font-size:1.25rem;line-height:1.3;font-weight:700}
.pe-dialog p{margin:0}
.pe-muted{color:var(--pe-muted)}
.pe-btn,.pe-icon-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-width:44px;min-height:44px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.pe-btn{padding:.5rem 1rem;border:2px solid var(--pe-accent);background:var(--pe-accent);color:var(--pe-on-accent)}
.pe-btn.pe-outline{background:transparent;color:var(--pe-accent)}
.pe-icon-btn{padding:0;border:1px solid var(--pe-line);background:var(--pe-bg);color:var(--pe-fg)}
.pe-close{position:absolute;top:.5rem;right:.5rem;z-index:2}
.pe-actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:flex-end}
.pe-dialog :focus-visible,.pe-toast :focus-visible{outline:3px solid var(--pe-accent);outline-offset:2px}
.pe-frame{position:relative;width:100%;aspect-ratio:16/9;background:#000;border-radius:8px;overflow:hidden}
.pe-frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.pe-video .pe-panel{padding-top:3.5rem}
.pe-gallery{display:flex;flex-direction:column;gap:.75rem;min-width:0}
.pe-gallery picture{display:contents}
.pe-stage{position:relative;margin:0;display:flex;flex-direction:column;gap:.5rem}
.pe-stage-img{display:flex;align-items:center;justify-content:center;height:min(60vh,40rem);background:var(--pe-chip);border-radius:8px;overflow:hidden}
.pe-stage-img img{max-width:100%;max-height:100%;width:auto;height:auto;object-fit:contain}
.pe-nav{position:absolute;top:calc(min(60vh,40rem)/2);transform:translateY(-50%);border-radius:999px;background:#18181b;color:#fff;border-color:#18181b}
html.dark .pe-nav{background:#fafafa;color:#18181b;border-color:#fafafa}
.pe-prev{left:.5rem}.pe-next{right:.5rem}
.pe-meta{display:flex;justify-content:space-between;gap:1rem;font-size:.875rem;color:var(--pe-muted)}
.pe-meta [data-testid=gallery-counter]{flex-shrink:0}
.pe-thumbs{display:flex;gap:.5rem;overflow-x:auto;padding:.25rem}
.pe-thumb{flex-shrink:0;width:5rem;height:3rem;padding:0;border:2px solid transparent;border-radius:6px;background:var(--pe-chip);overflow:hidden;cursor:pointer;opacity:.75}
.pe-thumb[aria-current=true]{border-color:var(--pe-accent);opacity:1}
.pe-thumb img{width:100%;height:100%;object-fit:cover;display:block}
@media (max-width:639px){.pe-gallery-dialog{width:100%;height:100%;max-height:none;border-radius:0}
.pe-stage-img{height:50vh}.pe-nav{top:25vh}}
.pe-region{position:fixed;z-index:1100;bottom:1rem;left:1rem;right:1rem;display:flex;flex-direction:column;align-items:center;pointer-events:none;outline:none}
@media (min-width:768px){.pe-region{left:auto;align-items:flex-end}}
.pe-toast{--pe-bg:#fff;--pe-fg:#18181b;--pe-line:#d4d4d8;--pe-accent:#123332;pointer-events:auto;position:relative;box-sizing:border-box;width:100%;
display:flex;gap:.75rem;align-items:flex-start;padding:1rem 3.5rem 1rem 1rem;border:1px solid var(--pe-line);border-inline-start:6px solid #15803d;
border-radius:10px;background:var(--pe-bg);color:var(--pe-fg);box-shadow:0 10px 30px rgba(0,0,0,.25);touch-action:pan-y;animation:pe-in .2s ease-out}
html.dark .pe-toast{--pe-bg:#18181b;--pe-fg:#fafafa;--pe-line:#3f3f46;--pe-accent:#5eead4;border-inline-start-color:#4ade80}
.pe-toast[data-type=error]{border-inline-start-color:#b91c1c}
html.dark .pe-toast[data-type=error]{border-inline-start-color:#f87171}
@media (min-width:768px){.pe-toast{width:420px;max-width:420px}}
.pe-toast:focus-visible{outline:3px solid var(--pe-accent);outline-offset:2px}
.pe-toast [data-part=title]{font-weight:700}
.pe-toast [data-part=description]{font-size:.875rem}
.pe-toast .pe-icon-btn{position:absolute;top:.375rem;right:.375rem}
[data-reveal=pending] [data-reveal-item]{opacity:0;transform:translateY(16px)}
[data-reveal=done] [data-reveal-item]{transition:opacity .45s ease-out,transform .45s ease-out;transition-delay:calc(var(--reveal-index,0)*.1s)}
@keyframes pe-in{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.pe-dialog,.pe-toast{animation:none}[data-reveal] [data-reveal-item]{opacity:1;transform:none;transition:none}}
`

/** Adds the enhancements' stylesheet to the document once. */
export function ensureStyles(doc: Document): void {
  if (doc.getElementById('pe-style')) return
  const style = doc.createElement('style')
  style.id = 'pe-style'
  style.textContent = CSS
  doc.head.append(style)
}
