import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gallerySrc, isHttpUrl, isImageRef, isLinkRef, linkUrl, optionalImage, optionalLink } from './validation'

// The table the server's Go tests also run (domain/url_rule_test.go): the
// two implementations of the stored-URL rule agree case by case or one fails.
interface UrlCase {
  value: string
  why: string
}
interface UrlRuleCases {
  accept: UrlCase[]
  refuse: UrlCase[]
}
// Resolved with node:path: under jsdom the global URL is jsdom's, whose file: URLs node:url does not take.
const tableFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../test/fixtures/url-rules.json')
const table = JSON.parse(readFileSync(tableFile, 'utf8')) as {
  httpUrl: UrlRuleCases
  ref: UrlRuleCases
}

const rules: [string, (value: string) => boolean, UrlRuleCases][] = [
  ['isHttpUrl', isHttpUrl, table.httpUrl],
  ['isImageRef', isImageRef, table.ref],
  ['isLinkRef', isLinkRef, table.ref],
]

describe.each(rules)('%s follows test/fixtures/url-rules.json', (_name, rule, cases) => {
  it('has cases on both sides', () => {
    expect(cases.accept.length).toBeGreaterThan(0)
    expect(cases.refuse.length).toBeGreaterThan(0)
  })
  it.each(cases.accept)('accepts $value ($why)', ({ value }) => {
    expect(rule(value)).toBe(true)
  })
  it.each(cases.refuse)('refuses $value ($why)', ({ value }) => {
    expect(rule(value)).toBe(false)
  })
})

describe('the field checks trim first, as the forms do before they send', () => {
  it('accepts surrounding spaces and treats a blank optional field as absent', () => {
    expect(optionalImage(' /a.png ')).toBeUndefined()
    expect(optionalLink('\thttps://example.com\n')).toBeUndefined()
    expect(linkUrl(' https://example.com ')).toBeUndefined()
    expect(gallerySrc(' /a.png')).toBeUndefined()
    expect(optionalImage('  ')).toBeUndefined()
    expect(optionalLink('')).toBeUndefined()
  })
  it('still refuses what is wrong inside', () => {
    expect(optionalImage(' /\\evil.example ')).toBe('Must be a valid image URL or path')
    expect(optionalLink('/a b')).toBe('Must be a valid URL')
    expect(linkUrl('/relative')).toBe('Must be a valid URL')
    expect(gallerySrc('  ')).toBe('Image URL is required')
  })
})
