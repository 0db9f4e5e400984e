import { Box } from '@chakra-ui/react'

/**
 * The spam trap: a `website` field people never see, reach with Tab or hear
 * from a screen reader (an aria-hidden wrapper moved off screen, not
 * display:none, which form-filling robots learn to skip). A message that
 * arrives with it filled is answered as sent and dropped by the server.
 */
export function HoneypotField() {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden" data-testid="contact-honeypot">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  )
}
