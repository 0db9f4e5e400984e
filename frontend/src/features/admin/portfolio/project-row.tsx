import { memo } from 'react'
import type { SystemStyleObject } from '@chakra-ui/react'
import type { Project } from '@/lib/api-types.gen'
import type { MoveDirection } from './reorder'
import { CONTENT_PRIORITY_DEFAULT } from '../lib/priority'
import { cssIconStyles } from './css-icons'
import { DraftMarks } from '../drafts/draft-badges'
import { InactiveBadge } from '../components/list-parts'

/** What a row's buttons do; one stable object for every row, so a row re-renders only when its project changes. */
export interface ProjectRowActions {
  move: (project: Project, direction: MoveDirection) => void
  links: (project: Project) => void
  gallery: (project: Project) => void
  edit: (project: Project) => void
  remove: (project: Project) => void
}

export const MOVE_LABEL: Record<MoveDirection, string> = { down: 'Move Down', up: 'Move Up' }

/**
 * The rows' styles, set once on the element around every list (the
 * Portfolio tab's): a row is plain elements with class names, so hundreds of
 * rows mount without computing a style per element. The buttons look like
 * the admin's outline xs buttons (44 px high on a phone). On a wide screen the buttons sit at the
 * row's end; on a phone the row is a card with its buttons on their own
 * wrapping line below, every one in sight.
 *
 * Every row has the same height at a given width: one line of title (the
 * whole title is in the Edit dialog and the tooltip), a line of marks that
 * keeps its height with or without badges, one line of buttons (two on a
 * phone). Rows out of view skip layout and paint (content-visibility), and
 * their size while skipped is that height, measured at 360, 470, 600, 800 and
 * 1280 px with 500 projects: nothing shifts as rows scroll into view or as
 * the draft marks load, and a forced layout (a notice opening) does not lay
 * out hundreds of rows.
 */
export const PROJECT_ROWS_CSS: SystemStyleObject = {
  colorPalette: 'gray',
  '& .project-row': {
    display: 'grid',
    gridTemplateColumns: { base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
    alignItems: 'center',
    columnGap: '3',
    rowGap: '2',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    '&:last-of-type': { borderBottomWidth: '0' },
    contentVisibility: 'auto',
    // The content box's height (without the row's padding and border); the buttons are 44 px on a phone.
    containIntrinsicSize: { base: 'auto 148px', sm: 'auto 100px', md: 'auto 48px' },
    '&[data-inactive]': { borderStyle: 'dashed', bg: 'bg.subtle' },
  },
  '& .project-row-thumb': { boxSize: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted', display: 'block' },
  '& .project-row[data-inactive] .project-row-thumb': { opacity: 0.45, filter: 'grayscale(1)' },
  '& .project-row-text': { minW: '0' },
  '& .project-row-title': { fontWeight: 'medium', lineClamp: '1', overflowWrap: 'anywhere' },
  '& .project-row-marks': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minH: '6' },
  '& .project-row-position': { textStyle: 'xs', color: 'fg.muted' },
  '& .project-row-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1',
    gridColumn: { base: '1 / -1', md: 'auto' },
    justifyContent: { base: 'flex-start', md: 'flex-end' },
  },
  '& .project-row-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    // A 44 px target on a phone (theme/admin-system's rule for the admin's buttons).
    h: { base: '11', md: '8' },
    minW: { base: '11', md: '8' },
    px: '2.5',
    textStyle: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    borderRadius: 'l2',
    color: 'colorPalette.fg',
    bg: 'transparent',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    _hover: { bg: 'colorPalette.subtle' },
    _expanded: { bg: 'colorPalette.subtle' },
    '&[data-icon]': { px: '0' },
    '&[data-danger]': { colorPalette: 'red' },
  },
  // The buttons' icons are drawn by CSS: no SVG per button (lib/css-icons.ts).
  ...cssIconStyles(),
}

interface ProjectRowProps {
  project: Project
  actions: ProjectRowActions
  /** The project has a draft. */
  draft: boolean
  /** Its planned publish or unpublish, '' when none. */
  when: string
}

/** One project: picture, title, position and marks, then its buttons (styled by PROJECT_ROWS_CSS). */
export const ProjectRow = memo(function ProjectRow({ project, actions, draft, when }: ProjectRowProps) {
  const hidden = project.isActive === false
  const image = project.imageUrl?.trim()
  return (
    <li className="project-row" data-project-id={project.id} data-inactive={hidden ? '' : undefined}>
      <div>{image && <img className="project-row-thumb" src={image} alt="" loading="lazy" />}</div>
      <div className="project-row-text">
        <p className="project-row-title" title={project.title}>
          {project.title}
        </p>
        <div className="project-row-marks">
          <span className="project-row-position">{`Position: ${project.priority ?? CONTENT_PRIORITY_DEFAULT}`}</span>
          {hidden && <InactiveBadge />}
          <DraftMarks draft={draft} when={when} />
        </div>
      </div>
      <div className="project-row-actions">
        <button type="button" className="project-row-button" data-icon="" data-css-icon="arrowDown" aria-label={MOVE_LABEL.down} title={MOVE_LABEL.down} onClick={() => actions.move(project, 'down')} />
        <button type="button" className="project-row-button" data-icon="" data-css-icon="arrowUp" aria-label={MOVE_LABEL.up} title={MOVE_LABEL.up} onClick={() => actions.move(project, 'up')} />
        <button type="button" className="project-row-button" data-css-icon="link" onClick={() => actions.links(project)}>
          Links
        </button>
        <button type="button" className="project-row-button" data-css-icon="images" onClick={() => actions.gallery(project)}>
          Gallery
        </button>
        <button type="button" className="project-row-button" data-css-icon="pencil" onClick={() => actions.edit(project)}>
          Edit
        </button>
        <button type="button" className="project-row-button" data-danger="" data-css-icon="trash" onClick={() => actions.remove(project)}>
          Delete
        </button>
      </div>
    </li>
  )
})
