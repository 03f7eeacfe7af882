import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ACTIVITIES_BASE_PATH } from './grant';

/** Where activity boxes show (spec §3 activity box config; §2.1 home, matching, live-cam and task screens). */
export const ENTRY_LOCATIONS = ['home', 'matching', 'livecam', 'task'] as const;
export const entryLocationSchema = z.enum(ENTRY_LOCATIONS);
export type EntryLocation = z.infer<typeof entryLocationSchema>;

/** Spec §3 activity box kinds: a web page, matching, live cam, the task box, the lucky wheel. */
export const entryKindSchema = z.enum(['web', 'match', 'livecam', 'task', 'luckyWheel']);
export type EntryKind = z.infer<typeof entryKindSchema>;

/** Spec §3 activity box config: show, icon, content, targetUrl, bizData.activityId (plus its kind). */
export const activityEntrySchema = z.object({
  show: z.boolean(),
  kind: entryKindSchema,
  /** An image URL, or '' for the client's own icon of the kind. */
  icon: z.string(),
  content: z.string(),
  /** Where the box leads: a path of this site (spec §2.1), e.g. /task. */
  targetUrl: z.string(),
  bizData: z.object({ activityId: z.number().int() }),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const entryQuerySchema = z.object({ location: entryLocationSchema.default('home') });

/** Activity boxes (spec §2.3 task box, lucky wheel; §7.1 entry calls): the server decides which show where. */
export const entriesApi = {
  getEntry: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/activity/entry/getEntry`,
    input: entryQuerySchema,
    data: activityEntrySchema.nullable(),
    summary: 'Spec §7.1: the first activity box of a location (home by default), or null',
  }),
  locationEntrysMap: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITIES_BASE_PATH}/activity/entry/locationEntrysMap`,
    data: z.record(entryLocationSchema, z.array(activityEntrySchema)),
    summary: 'Spec §7.1: every location with the activity boxes it shows, in order',
  }),
} as const;
