import { ENTRY_LOCATIONS, type ActivityEntry, type EntryKind, type EntryLocation } from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import type { ActivityEntryRow } from '../../infra/db/schema';
import type { RewardsRepo } from './repo';

const entryView = (row: ActivityEntryRow): ActivityEntry => ({
  show: true,
  kind: row.kind as EntryKind,
  icon: row.icon,
  content: row.content,
  targetUrl: row.targetUrl,
  bizData: { activityId: row.id },
});

/**
 * Activity boxes (spec §3, §7.1 getEntry and locationEntrysMap): rows operators edit say which box shows on which
 * screen, in which order and between which dates; the boxes open a page of this site (the task box, the wheel).
 */
export class ActivityEntries {
  constructor(
    private readonly repo: RewardsRepo,
    private readonly clock: Clock,
  ) {}

  async first(location: EntryLocation): Promise<ActivityEntry | null> {
    const row = (await this.repo.liveEntries(this.clock.date())).find((e) => e.location === location);
    return row ? entryView(row) : null;
  }

  async byLocation(): Promise<Record<EntryLocation, ActivityEntry[]>> {
    const rows = await this.repo.liveEntries(this.clock.date());
    const map = Object.fromEntries(ENTRY_LOCATIONS.map((l) => [l, [] as ActivityEntry[]])) as Record<
      EntryLocation,
      ActivityEntry[]
    >;
    for (const row of rows) map[row.location as EntryLocation].push(entryView(row));
    return map;
  }
}
