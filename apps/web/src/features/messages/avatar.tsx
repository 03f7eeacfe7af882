/** A round picture of a user, or their initial when they have no approved photo. */
export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="chat-avatar" src={src} alt="" style={style} loading="lazy" />;
  return (
    <span className="chat-avatar chat-avatar-initial" style={style} aria-hidden="true">
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
