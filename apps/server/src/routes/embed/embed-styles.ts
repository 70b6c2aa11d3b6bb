/**
 * The embed page's whole stylesheet, inlined: one request fewer inside someone else's page, and
 * small enough (≈1.5 KB) that a file of its own would cost more than it saves. Colours are the
 * app's (zinc and the brand crimson); the layout holds from a 240 px wide frame up.
 */
export const EMBED_STYLES = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#09090b;color:#f4f4f5;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari",sans-serif}
body{overflow:auto}
a{color:#f7899f}
a:focus-visible,button:focus-visible,.wave:has(input:focus-visible){outline:2px solid #f7899f;outline-offset:2px}
.embed{display:flex;flex-direction:column;gap:8px;padding:10px;min-height:100%;border:1px solid #27272a;border-radius:12px}
.head{display:flex;justify-content:space-between;align-items:baseline;gap:8px;flex-wrap:wrap}
.head h1{margin:0;font-size:16px}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.track{display:flex;gap:10px;align-items:center;min-width:0}
.cover{flex:none;width:120px;height:120px;border-radius:8px;object-fit:cover;background:#27272a}
.list .cover{width:56px;height:56px}
.body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}
.title{margin:0;font-size:15px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.artist{margin:0;color:#a1a1aa;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.controls{display:flex;align-items:center;gap:8px;min-width:0}
.play{flex:none;width:44px;height:44px;border:0;border-radius:50%;background:#dc143c;color:#fff;display:grid;place-items:center;cursor:pointer}
.play svg{width:20px;height:20px;fill:currentColor}
.play .pause,.play[data-playing=true] .start{display:none}
.play[data-playing=true] .pause{display:block}
.wave{position:relative;flex:1;min-width:60px;height:40px;border-radius:4px}
.wave svg{position:absolute;inset:0;width:100%;height:100%;fill:#52525b}
.wave .played{fill:#f0567a;clip-path:inset(0 calc(100% - var(--played,0%)) 0 0)}
.wave input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.time{flex:none;color:#a1a1aa;font-variant-numeric:tabular-nums;font-size:12px}
.buy{font-weight:600;font-size:13px;align-self:flex-start}
.artist a,.buy,.head a,.missing a{display:inline-block;max-width:100%;min-height:24px;line-height:24px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:top}
.status{margin:0;color:#f7899f;font-size:13px}
.status:empty{display:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.missing{display:grid;place-content:center;text-align:center;gap:8px}
@media (max-width:340px){.track>.cover{width:72px;height:72px}}
`
  .trim()
  .replace(/\n/g, '');
