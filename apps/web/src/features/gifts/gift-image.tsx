/** A gift's artwork: decoration beside its name, so it carries no text of its own. */
export function GiftImage({ src, size = 56 }: { src: string; size?: number }) {
  return <img className="gift-image" src={src} alt="" width={size} height={size} draggable={false} />;
}
