/** The invitation to speak: filled in by part 4 of issue 40 (a real form posting to the contact route). */
export function InviteForm() {
  return null
}
