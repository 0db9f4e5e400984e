import { noScriptThemeStyle } from './no-script-theme'

describe('noScriptThemeStyle', () => {
  it('copies the rules that need the dark class under the OS preference, with the class condition replaced', () => {
    const styles =
      '<style data-emotion="css-global a">@layer reset,base,tokens;@layer tokens{:where(:root){--bg:white}.dark,.dark .chakra-theme:not(.light){--bg:black}}</style>' +
      '<style data-emotion="css b c">.css-b{color:red}html.dark .css-c [data-icon="moon"],html:not(.dark) .css-c [data-icon="sun"]{display:none}@media screen and (min-width: 48em){.dark .css-b{color:blue}}@keyframes k{from{opacity:0}}</style>'
    expect(noScriptThemeStyle(styles)).toBe(
      '<style data-no-script-theme>@media (prefers-color-scheme: dark){:root:not(.light):not(.dark){color-scheme:dark}' +
        '@layer tokens{:root:not(.light):not(.dark),:root:not(.light):not(.dark) .chakra-theme:not(.light){--bg:black}}' +
        ':root:not(.light):not(.dark) .css-c [data-icon="moon"]{display:none}' +
        '@media screen and (min-width: 48em){:root:not(.light):not(.dark) .css-b{color:blue}}}</style>',
    )
  })

  it('gives nothing for a page without dark rules, and ignores names that only start with dark', () => {
    expect(noScriptThemeStyle('<style>.darker{color:red}:not(.dark) p{color:blue}</style>')).toBe('')
  })

  it('keeps braces and commas inside strings and parentheses whole', () => {
    const out = noScriptThemeStyle('<style>.dark .a::before{content:"{,}"}.b:is(.c,.d){x:y}</style>')
    expect(out).toContain(':root:not(.light):not(.dark) .a::before{content:"{,}"}')
    expect(out).not.toContain('.b:is')
  })
})
