import { Button, chakra, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'
import { confirmDiscard, useUnsaved } from '../lib/unsaved'
import { useSessionSuspended } from './session'
import { ViewSiteLink } from './view-site'
import { SAVING } from '../messages'
import { noticeSpaceRef } from '@/components/ui/toaster'

/** At most 90% of the viewport high (the spec), and never lower than the room above a notice. */
const DIALOG_MAX_HEIGHT = 'min(90vh, 100%)'

/** Dialog widths: each content form and the wider lists are 2xl, the rest lg. */
export type DialogWidth = 'lg' | '2xl' | '3xl'

interface AdminDialogProps {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  width?: DialogWidth
  /** While busy the dialog cannot be dismissed. */
  busy?: boolean
  footer?: ReactNode
  children: ReactNode
  /** When set, the dialog's content is a form sent by its submit button. */
  onSubmit?: () => void
}

/**
 * Every admin dialog: centred, at most 90% of the viewport high with its
 * body scrolling between the title and the footer, so the footer's Save
 * is always in sight; closed by Escape, the close button or the backdrop.
 * While a notice shows, the dialog keeps above it (--notice-space:
 * components/ui/toaster), so the notice never covers its buttons. It hides
 * while the session is being renewed and comes back as it was.
 */
export function AdminDialog({ open, onClose, title, description, width = 'lg', busy = false, footer, children, onSubmit }: AdminDialogProps) {
  const suspended = useSessionSuspended()
  const content = (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
        <Dialog.Title>{title}</Dialog.Title>
        {description && (
          <Dialog.Description asChild>
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          </Dialog.Description>
        )}
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      <Dialog.CloseTrigger asChild disabled={busy}>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  )
  return (
    <Dialog.Root
      open={open && !suspended}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose()
      }}
      scrollBehavior="inside"
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner ref={noticeSpaceRef} px="4" pb="var(--notice-space, 0px)">
          {onSubmit ? (
            <Dialog.Content maxH={DIALOG_MAX_HEIGHT} maxW={width} w="full" colorPalette="brand">
              {/* The form inside the dialog, not the dialog itself (a form may not take role="dialog"), laid out as if absent. */}
              <chakra.form
                display="contents"
                noValidate
                onSubmit={(e: FormEvent) => {
                  e.preventDefault()
                  e.stopPropagation()
                  if (!busy) onSubmit()
                }}
              >
                {content}
              </chakra.form>
            </Dialog.Content>
          ) : (
            <Dialog.Content maxH={DIALOG_MAX_HEIGHT} maxW={width} w="full" colorPalette="brand">
              {content}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

interface FormDialogProps extends Omit<AdminDialogProps, 'footer' | 'busy' | 'onSubmit'> {
  submitLabel: string
  saving: boolean
  onSubmit: () => void
  /**
   * 'Save draft' (an edit) or 'Save as draft' (a create), beside the submit button; with `replacesSubmit`
   * (the item has a draft) it is the submit button itself.
   */
  draftButton?: { label: string; onClick: () => void; replacesSubmit?: boolean }
  /** The form holds edits not saved: Escape, the close button, Cancel, a click outside and leaving the tab ask first. */
  dirty?: boolean
}

/**
 * A create/edit form in a dialog: 'Cancel' and the submit button, both
 * disabled and 'Saving...' while it saves. With edits not saved, closing it
 * any way but a save asks "Discard unsaved changes?"; an unchanged one
 * closes at once.
 */
export function FormDialog({ submitLabel, saving, onSubmit, onClose, draftButton, dirty = false, ...rest }: FormDialogProps) {
  const unsaved = rest.open && dirty
  useUnsaved(unsaved, onClose)
  const requestClose = async () => {
    if (!unsaved || (await confirmDiscard())) onClose()
  }
  return (
    <AdminDialog
      {...rest}
      onClose={requestClose}
      busy={saving}
      onSubmit={onSubmit}
      footer={
        <HStack gap="3" justify="flex-end" w="full" flexWrap="wrap">
          <HStack flex="1">
            <ViewSiteLink whileEditing />
          </HStack>
          <Button variant="outline" onClick={requestClose} disabled={saving}>
            Cancel
          </Button>
          {draftButton && !draftButton.replacesSubmit && (
            <Button variant="outline" colorPalette="brand" onClick={draftButton.onClick} disabled={saving}>
              {draftButton.label}
            </Button>
          )}
          <Button type="submit" colorPalette="brand" disabled={saving}>
            {saving ? SAVING : draftButton?.replacesSubmit ? draftButton.label : submitLabel}
          </Button>
        </HStack>
      }
    />
  )
}
