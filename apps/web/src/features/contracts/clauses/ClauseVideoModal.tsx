import { AppModal } from '../../../components/AppModal';

/**
 * A clause's tutorial video (DECISIONS "Clause videos"): it starts muted, as browsers allow a video to
 * play by itself, with its controls to turn the sound on.
 */
export function ClauseVideoModal({
  video,
  title,
  onClose,
}: {
  video: string | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <AppModal opened={video !== null} onClose={onClose} title={title} size="xl" centered>
      {video && (
        <video
          src={video}
          title={title}
          autoPlay
          muted
          controls
          playsInline
          preload="metadata"
          style={{ display: 'block', width: '100%', maxHeight: '70vh', background: 'black' }}
        />
      )}
    </AppModal>
  );
}
