import { describe, expect, it } from 'vitest'
import { errorMessage, errorText, serverMessage } from './http-error'

describe('error text', () => {
  it('is the status, a colon and a space, then the body', () => {
    expect(errorText(404, '{"message":"not found"}', 'Not Found')).toBe('404: {"message":"not found"}')
  })

  it('uses the status text when the body is empty', () => {
    expect(errorText(500, '', 'Internal Server Error')).toBe('500: Internal Server Error')
  })

  it('reads messages from errors', () => {
    expect(errorMessage({ message: 'boom' })).toBe('boom')
    expect(serverMessage({ data: { message: 'Title is required', fields: {} } })).toBe('Title is required')
    expect(serverMessage({ data: 'plain' })).toBeUndefined()
  })
})
