import type { MediaItem } from '@mingle/protocol';
import type { MediaRow } from '../../infra/db/schema';
import { mediaUrl } from './media-url';

/** One photo or video as the API shows it; files under review come with a short-lived signed URL. */
export function mediaItem(row: MediaRow, now: Date): MediaItem {
  return {
    id: row.id,
    kind: row.kind as MediaItem['kind'],
    status: row.status as MediaItem['status'],
    url: mediaUrl(row, now),
    width: row.width,
    height: row.height,
    position: row.position,
  };
}
