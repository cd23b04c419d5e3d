import type { MessageKey } from '@tradepact/shared';
import type { ProjectStatus } from './api';

/** Doc 2 §4 project statuses. */
export const projectStatus = { current: 0, archived: 1, pending: 2 } as const satisfies Record<
  string,
  ProjectStatus
>;

/** Doc 2 §2: the filter's options, in the spec's order. */
export const statusFilterOptions = [
  { status: projectStatus.current, label: 'filterCurrent', empty: 'emptyCurrent' },
  { status: projectStatus.pending, label: 'filterPending', empty: 'emptyPending' },
  { status: projectStatus.archived, label: 'filterArchived', empty: 'emptyArchived' },
] as const;

/** The status a `?status=` parameter names; anything else means Current. */
export function statusOfParam(value: string | null): ProjectStatus {
  return (
    statusFilterOptions.find((option) => String(option.status) === value)?.status ?? projectStatus.current
  );
}

export interface StatusMove {
  to: ProjectStatus;
  /** ui key of the menu item. */
  label: 'moveToArchive' | 'moveToCurrent' | 'moveToPending';
  /** The spec's question. */
  confirm: MessageKey;
}

const moves: Record<ProjectStatus, StatusMove> = {
  0: { to: 0, label: 'moveToCurrent', confirm: 'projectMoveToCurrentConfirm' },
  1: { to: 1, label: 'moveToArchive', confirm: 'projectMoveToArchiveConfirm' },
  2: { to: 2, label: 'moveToPending', confirm: 'projectMoveToPendingConfirm' },
};

/** Doc 2 §4: every status can move to the other two. */
export function statusMoves(from: ProjectStatus): StatusMove[] {
  return ([projectStatus.archived, projectStatus.current, projectStatus.pending] as ProjectStatus[])
    .filter((to) => to !== from)
    .map((to) => moves[to]);
}
