import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react'
import { useState, type KeyboardEvent } from 'react'
import { addTag, removeTag } from '../lib/tags'

/** Tags: added with 'Add' or Enter (blank and repeated ones are ignored), removed with each tag's close icon. */
export function TagsField({ tags, onChange, label = 'Tags', placeholder = 'Add a tag' }: { tags: readonly string[]; onChange: (tags: readonly string[]) => void; label?: string; placeholder?: string }) {
  const [input, setInput] = useState('')
  const add = () => {
    onChange(addTag(tags, input))
    setInput('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack w="full" gap="2">
        <Input value={input} onChange={(e) => setInput(e.target.value)} onKeyDown={onKeyDown} placeholder={placeholder} />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </HStack>
      {tags.length > 0 && (
        <Wrap gap="2" mt="2" as="ul" listStyleType="none" aria-label={label}>
          {tags.map((tag) => (
            <Tag.Root key={tag} as="li" size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                {/* A 44 px target on a phone. */}
                <Tag.CloseTrigger aria-label={`Remove tag ${tag}`} onClick={() => onChange(removeTag(tags, tag))} minW={{ base: '11', md: 'auto' }} minH={{ base: '11', md: 'auto' }} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Field.Root>
  )
}
