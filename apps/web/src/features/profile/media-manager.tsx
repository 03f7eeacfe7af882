import {
  IMAGE_INPUT_TYPES,
  MAX_ALBUM_PHOTOS,
  VIDEO_INPUT_TYPES,
  type MediaItem,
  type MediaStatus,
} from '@mingle/protocol';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, useFormMessageText } from '../../components/form-fields';
import { placeAccountError, type FormMessage } from '../accounts/account-errors';
import { checkImageFile, checkVideoFile } from '../accounts/validation';
import { movedOrder, useDeleteMedia, useReorderPhotos, useUploadMedia, type MediaKind } from './queries';

/** The review state of spec §4, as a badge the owner sees on each photo and video. */
export function MediaStatusBadge({ status }: { status: MediaStatus }) {
  const { t } = useTranslation();
  const tone = { checking: 'warn', approved: 'ok', illegal: 'danger', failed: 'danger' } as const;
  return (
    <span className="badge media-badge" data-tone={tone[status]} data-status={status}>
      {t(`media.status.${status}`)}
    </span>
  );
}

const byPosition = (a: MediaItem, b: MediaItem) => a.position - b.position || a.id - b.id;

interface MediaManagerProps {
  kind: MediaKind;
  items: readonly MediaItem[];
}

/**
 * The owner's photos or videos: upload with a progress bar, review state, delete, and (photos) order. Reordering
 * is by buttons, which work with a keyboard, a screen reader and a 360 px touch screen alike.
 */
export function MediaManager({ kind, items }: MediaManagerProps) {
  const { t } = useTranslation();
  const text = useFormMessageText();
  const inputId = useId();
  const errorId = useId();
  const upload = useUploadMedia(kind);
  const remove = useDeleteMedia();
  const reorder = useReorderPhotos();
  const [error, setError] = useState<FormMessage | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const sorted = [...items].sort(byPosition);
  const photo = kind === 'photo';
  const full = photo && sorted.length >= MAX_ALBUM_PHOTOS;
  const busy = upload.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so choosing the same file again (after a refusal) still fires a change.
    event.target.value = '';
    if (!file) return;
    setUploaded(false);
    const refused = photo ? checkImageFile(file) : checkVideoFile(file);
    setError(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => setUploaded(true),
      onError: (failure) => {
        const placed = placeAccountError(failure, [kind]);
        setError(placed[kind] ?? placed.form ?? null);
      },
    });
  };

  const onFailure = (failure: unknown) => {
    const placed = placeAccountError(failure, [kind]);
    setError(placed[kind] ?? placed.form ?? null);
  };

  const move = (id: number, offset: -1 | 1) => {
    setError(null);
    reorder.mutate(
      movedOrder(
        sorted.map((m) => m.id),
        id,
        offset,
      ),
      { onError: onFailure },
    );
  };

  const del = (id: number) => {
    setError(null);
    setUploaded(false);
    remove.mutate(id, { onError: onFailure });
  };

  return (
    <div className="media-manager" data-kind={kind}>
      <p className="field-hint">
        {photo ? t('profileEdit.photosIntro', { max: MAX_ALBUM_PHOTOS }) : t('profileEdit.videosIntro')}
      </p>
      {sorted.length > 0 && (
        <ul className={photo ? 'media-grid' : 'media-list'}>
          {sorted.map((item, i) => {
            const index = i + 1;
            const label = photo
              ? t('profileEdit.photoItem', { index })
              : t('profileEdit.videoItem', { index });
            return (
              <li key={item.id} className="media-item" aria-label={label}>
                {photo ? (
                  <img src={item.url} alt={label} loading="lazy" className="media-thumb" />
                ) : (
                  <video
                    src={item.url}
                    controls
                    preload="metadata"
                    className="media-thumb"
                    aria-label={label}
                  />
                )}
                <MediaStatusBadge status={item.status} />
                <div className="media-actions">
                  {photo && (
                    <>
                      <button
                        type="button"
                        className="icon-button"
                        disabled={i === 0 || reorder.isPending}
                        aria-label={t('profileEdit.moveEarlier', { index })}
                        onClick={() => move(item.id, -1)}
                      >
                        <span aria-hidden="true" className="flip-rtl">
                          ←
                        </span>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        disabled={i === sorted.length - 1 || reorder.isPending}
                        aria-label={t('profileEdit.moveLater', { index })}
                        onClick={() => move(item.id, 1)}
                      >
                        <span aria-hidden="true" className="flip-rtl">
                          →
                        </span>
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="icon-button icon-button-danger"
                    disabled={remove.isPending}
                    aria-label={
                      photo
                        ? t('profileEdit.deletePhoto', { index })
                        : t('profileEdit.deleteVideo', { index })
                    }
                    onClick={() => del(item.id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {upload.progress ? (
        <div className="upload-progress">
          <label htmlFor={`${inputId}-progress`}>
            {t('profileEdit.uploading', { name: upload.progress.fileName })}
          </label>
          <div className="upload-progress-row">
            <progress id={`${inputId}-progress`} max={100} value={upload.progress.percent}>
              {t('profileEdit.uploadProgress', { percent: upload.progress.percent })}
            </progress>
            <span aria-hidden="true">
              {t('profileEdit.uploadProgress', { percent: upload.progress.percent })}
            </span>
            <button type="button" className="button-link" onClick={upload.cancel}>
              {t('profileEdit.cancelUpload')}
            </button>
          </div>
        </div>
      ) : full ? (
        <p className="field-hint">{t('profileEdit.albumFull')}</p>
      ) : (
        <div className="upload-picker">
          <input
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={(photo ? IMAGE_INPUT_TYPES : VIDEO_INPUT_TYPES).join(',')}
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            onChange={pick}
          />
          <label htmlFor={inputId} className="button button-secondary upload-button">
            {photo ? t('profileEdit.addPhoto') : t('profileEdit.addVideo')}
          </label>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {text(error)}
        </p>
      )}
      {uploaded && <FormNotice>{t('profileEdit.uploaded')}</FormNotice>}
    </div>
  );
}
