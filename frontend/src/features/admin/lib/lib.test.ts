import { project } from '@/test/fixtures'
import { VALIDATION } from '@/lib/messages.gen'
import { pendingReducer, pendingToGallery, type PendingImage } from '../portfolio/bulk-upload'
import { GENERAL_GROUP, categoryDisplayName, groupProjects, keepUnchanged } from '../portfolio/grouping'
import { parsePriority, priorityText } from './priority'
import { neighbourIn, projectMove, reorderNeighbour } from '../portfolio/reorder'
import { addTag, removeTag, tagsForSave } from './tags'
import { failureText, UNREACHABLE } from './notices'
import { gallerySrc, isImageRef, linkLabel, linkUrl, nonNegative, optionalImage, required, serverFieldErrors, validate, completeUrl, lacksScheme } from './validation'

describe('groupProjects', () => {
  it('orders categories in the fixed order, whatever the data order', () => {
    const groups = groupProjects([
      project({ category: 'extended-media', subcategory: 'comics' }),
      project({ category: 'music', subcategory: 'music-videos' }),
      project({ category: 'games', subcategory: 'maxis-ea' }),
      project({ category: 'worldbuilding', subcategory: 'lore' }),
      project({ category: 'film-animation', subcategory: 'animated-series' }),
      project({ category: 'esports', subcategory: 'championships' }),
      project({ category: 'cinematics', subcategory: 'story-champion-lore' }),
    ])
    expect(groups.map((g) => g.key)).toEqual(['games', 'film-animation', 'cinematics', 'music', 'esports', 'worldbuilding', 'extended-media'])
    expect(groups[1]!.label).toBe('Film, Animation & Documentaries')
  })

  it('puts a category outside the catalogue after the known ones', () => {
    const groups = groupProjects([project({ category: 'zzz' }), project({ category: 'music' })])
    expect(groups.map((g) => g.key)).toEqual(['music', 'zzz'])
  })

  it('orders subcategories by the admin order table with friendly labels, unknown last under the raw key, missing under General', () => {
    const groups = groupProjects([
      project({ category: 'worldbuilding', subcategory: 'mystery' }),
      project({ category: 'worldbuilding', subcategory: 'lore' }),
      project({ category: 'worldbuilding', subcategory: '' }),
      project({ category: 'worldbuilding', subcategory: 'interactive-site' }),
      project({ category: 'worldbuilding', subcategory: '' }),
      project({ category: 'worldbuilding', subcategory: 'character-design' }),
      project({ category: 'worldbuilding', subcategory: 'worldbuilding' }),
    ])
    const subs = groups[0]!.subgroups
    expect(subs.map((s) => s.label)).toEqual([
      'Interactive Sites and Experiences',
      'World Regions',
      'Character Design',
      'Lore & Universe',
      GENERAL_GROUP,
      'mystery',
    ])
    expect(subs.find((s) => s.label === GENERAL_GROUP)!.projects).toHaveLength(2)
    expect(groups[0]!.count).toBe(7)
  })

  it('shows admin option keys missing from the order table under their raw key', () => {
    const [games] = groupProjects([project({ category: 'cinematics', subcategory: 'story' })])
    expect(games!.subgroups[0]!.label).toBe('story')
  })

  it('lists each group by ascending priority, ties by id', () => {
    const [g] = groupProjects([
      project({ id: 103, priority: 2 }),
      project({ id: 101, priority: 5 }),
      project({ id: 102, priority: 2 }),
      project({ id: 104, priority: 0 }),
    ])
    expect(g!.subgroups[0]!.projects.map((p) => p.id)).toEqual([104, 102, 103, 101])
  })

  it('names a category for the dashboard by its key with hyphens as spaces', () => {
    expect(categoryDisplayName('film-animation')).toBe('film animation')
    expect(categoryDisplayName('games')).toBe('games')
  })
})

describe('keepUnchanged', () => {
  it('keeps the objects of the groups a change did not touch, so only the changed section re-renders', () => {
    const list = [
      project({ id: 1, category: 'games', subcategory: 'riot-games', priority: 1 }),
      project({ id: 2, category: 'games', subcategory: 'riot-games', priority: 2 }),
      project({ id: 3, category: 'games', subcategory: 'maxis-ea', priority: 1 }),
      project({ id: 4, category: 'music', subcategory: 'albums', priority: 1 }),
    ]
    const before = keepUnchanged([], groupProjects(list))
    const moved = list.map((p) => (p.id === 1 ? { ...p, priority: 2 } : p.id === 2 ? { ...p, priority: 1 } : p))
    const after = keepUnchanged(before, groupProjects(moved))
    const [games, music] = after
    expect(music).toBe(before[1])
    expect(games).not.toBe(before[0])
    expect(games!.subgroups.find((s) => s.key === 'maxis-ea')).toBe(before[0]!.subgroups.find((s) => s.key === 'maxis-ea'))
    expect(games!.subgroups.find((s) => s.key === 'riot-games')!.projects.map((p) => p.id)).toEqual([2, 1])
    expect(keepUnchanged(after, groupProjects(moved))).toEqual(after)
    expect(keepUnchanged(after, groupProjects(moved))[0]).toBe(after[0])
  })
})

describe('projectMove', () => {
  it('gives the pair and the priorities the server will store: a tied group is renumbered', () => {
    const list = [
      project({ id: 1, priority: 1 }),
      project({ id: 2, priority: 2 }),
      project({ id: 3, priority: 3 }),
      project({ id: 4, priority: 1 }),
      project({ id: 5, subcategory: 'maxis-ea', priority: 1 }),
    ]
    expect(projectMove(list, 2, 'down')).toEqual({ ids: [2, 3], priorities: new Map([[4, 2], [2, 4]]) })
    expect(projectMove(list, 3, 'down')).toBeUndefined()
    expect(projectMove(list, 5, 'up')).toBeUndefined()
    expect(projectMove(list, 99, 'up')).toBeUndefined()
  })
})

describe('reorderNeighbour', () => {
  const list = [
    project({ id: 1, category: 'games', subcategory: 'riot-games', priority: 1 }),
    project({ id: 2, category: 'games', subcategory: 'riot-games', priority: 3 }),
    project({ id: 3, category: 'games', subcategory: 'maxis-ea', priority: 2 }),
    project({ id: 4, category: 'games', subcategory: 'riot-games', priority: 2 }),
    project({ id: 5, category: 'music', subcategory: 'riot-games', priority: 0 }),
    project({ id: 6, category: 'games', subcategory: '', priority: 1 }),
    project({ id: 7, category: 'games', subcategory: '', priority: 4 }),
  ]

  it('swaps with the previous or next project of the same category and subcategory by ascending priority', () => {
    expect(reorderNeighbour(list, 4, 'up')?.id).toBe(1)
    expect(reorderNeighbour(list, 4, 'down')?.id).toBe(2)
    expect(reorderNeighbour(list, 1, 'down')?.id).toBe(4)
  })

  it('does nothing at the ends', () => {
    expect(reorderNeighbour(list, 1, 'up')).toBeUndefined()
    expect(reorderNeighbour(list, 2, 'down')).toBeUndefined()
    expect(reorderNeighbour(list, 3, 'up')).toBeUndefined()
    expect(reorderNeighbour(list, 5, 'down')).toBeUndefined()
  })

  it('treats a missing and a blank subcategory as the same group', () => {
    expect(reorderNeighbour(list, 6, 'down')?.id).toBe(7)
  })

  it('ignores an unknown id', () => {
    expect(reorderNeighbour(list, 99, 'up')).toBeUndefined()
    expect(reorderNeighbour(list, 99, 'down')).toBeUndefined()
  })
})

describe('neighbourIn', () => {
  const ordered = [{ id: 5 }, { id: 2 }, { id: 9 }]
  it('is the previous or next item of a list in its order, none at the ends or for an unknown id', () => {
    expect(neighbourIn(ordered, 2, 'up')?.id).toBe(5)
    expect(neighbourIn(ordered, 2, 'down')?.id).toBe(9)
    expect(neighbourIn(ordered, 5, 'up')).toBeUndefined()
    expect(neighbourIn(ordered, 9, 'down')).toBeUndefined()
    expect(neighbourIn(ordered, 7, 'down')).toBeUndefined()
  })
})

describe('tags', () => {
  it('adds a trimmed, non-empty tag only once', () => {
    expect(addTag([], '  rpg ')).toEqual(['rpg'])
    expect(addTag(['rpg'], 'rpg')).toEqual(['rpg'])
    expect(addTag(['rpg'], ' rpg  ')).toEqual(['rpg'])
    expect(addTag(['rpg'], '   ')).toEqual(['rpg'])
    expect(addTag(['rpg'], 'RPG')).toEqual(['rpg', 'RPG'])
  })

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b'])
  })

  it('sends null when there are none', () => {
    expect(tagsForSave([])).toBeNull()
    expect(tagsForSave(['a'])).toEqual(['a'])
  })
})

describe('priority', () => {
  it('parses numbers and turns non-numeric text into the form default', () => {
    expect(parsePriority('3', 1)).toBe(3)
    expect(parsePriority(' 0 ', 1)).toBe(0)
    expect(parsePriority('-2', 0)).toBe(-2)
    expect(parsePriority('', 1)).toBe(1)
    expect(parsePriority('abc', 1)).toBe(1)
    expect(parsePriority('abc', 0)).toBe(0)
    expect(parsePriority(undefined, 0)).toBe(0)
    expect(parsePriority(Number.NaN, 1)).toBe(1)
  })

  it('shows a missing stored priority as the form default', () => {
    expect(priorityText(undefined, 1)).toBe('1')
    expect(priorityText(null, 0)).toBe('0')
    expect(priorityText(0, 1)).toBe('0')
  })
})

describe('bulk upload pending list', () => {
  const a: PendingImage = { src: '/uploads/a.png', filename: 'Sunset Shot.png' }
  const b: PendingImage = { src: '/uploads/b.jpg', filename: 'archive.tar.jpg' }

  it('adds, removes and clears', () => {
    let s = pendingReducer([], { type: 'add', image: a })
    s = pendingReducer(s, { type: 'add', image: b })
    s = pendingReducer(s, { type: 'add', image: a })
    expect(s).toEqual([a, b])
    s = pendingReducer(s, { type: 'remove', src: a.src })
    expect(s).toEqual([b])
    expect(pendingReducer(s, { type: 'clear' })).toEqual([])
  })

  it('adds each image with the shared priority and no words: a file name is never its description', () => {
    expect(pendingToGallery([a, b], 4)).toEqual([
      { src: a.src, alt: '', caption: '', priority: 4, focalX: 0.5, focalY: 0.5 },
      { src: b.src, alt: '', caption: '', priority: 4, focalX: 0.5, focalY: 0.5 },
    ])
  })
})

describe('validation mirrors the server messages', () => {
  it('checks required fields, links and image sources', () => {
    expect(required(' ')).toBe(VALIDATION.required)
    expect(linkLabel('')).toBe('Label is required')
    expect(linkUrl('example.com')).toBeUndefined()
    expect(linkUrl('not a url')).toBe('Must be a valid URL')
    expect(linkUrl('javascript:alert(1)')).toBe('Must be a valid URL')
    expect(linkUrl('https://example.com/x')).toBeUndefined()
    expect(gallerySrc('')).toBe('Image URL is required')
    expect(gallerySrc('img.png')).toBe('Must be a valid image URL or path')
    expect(gallerySrc('//evil.example/x.png')).toBe('Must be a valid image URL or path')
    expect(gallerySrc('/uploads/x.png')).toBeUndefined()
    expect(gallerySrc('http://a.example/x.png')).toBeUndefined()
    expect(optionalImage('')).toBeUndefined()
    expect(isImageRef('ftp://a.example/x.png')).toBe(false)
    expect(nonNegative('-1')).toBe('Number must be greater than or equal to 0')
    expect(nonNegative('abc')).toBeUndefined()
  })

  it('runs a form rule set and reads a server 400', () => {
    expect(validate({ title: '', category: 'games' }, { title: required, category: required })).toEqual({ title: 'Required' })
    expect(serverFieldErrors({ status: 400, message: '400: …', data: { message: 'title: Required', fields: { title: 'Required' } } })).toEqual({ title: 'Required' })
    expect(serverFieldErrors({ status: 500, message: '500: x' })).toEqual({})
  })
})

describe('completeUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    [' www.example.com/press?x=1 ', 'https://www.example.com/press?x=1'],
    ['studio.example:8443/a', 'https://studio.example:8443/a'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['/about', '/about'],
    ['#contact', '#contact'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['example', 'example'],
    ['not a url', 'not a url'],
    ['', ''],
  ])('%j → %j', (typed, completed) => {
    expect(completeUrl(typed)).toBe(completed)
  })

  it('says to start with https:// only for an address typed without a scheme', () => {
    expect(lacksScheme('example')).toBe(true)
    expect(lacksScheme('https://x')).toBe(false)
    expect(lacksScheme('/path')).toBe(false)
    expect(lacksScheme('')).toBe(false)
  })
})

describe('failureText', () => {
  it("says why: the server's message, else the fallback, and what to do when the server was not reached", () => {
    expect(failureText({ status: 400, data: { message: 'Title is required' } }, 'Failed to save')).toBe('Title is required')
    expect(failureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Failed to save')).toBe(`Failed to save. ${UNREACHABLE}`)
    expect(failureText({ status: 502, data: 'Bad Gateway' }, 'Failed to save')).toBe('Failed to save')
  })
})
