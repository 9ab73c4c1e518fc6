/** Icons drawn from the page's inline sprite; each use records its name so the sprite holds it. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { iconName } from './icons.js';

/** The icons a page used, filled while it renders (see page-render.ts). */
export const IconsUsed = createContext<Set<string>>(new Set());

/** A decorative icon (label null) or one that carries meaning (label: its text alternative). */
export function Icon({ name, label, className }: { name: string; label: string | null; className?: string }) {
  const used = useContext(IconsUsed);
  const drawn = iconName(name);
  used.add(drawn);
  const classes = `bi${className ? ` ${className}` : ''}`;
  if (label === null) {
    return (
      <svg class={classes} aria-hidden="true">
        <use href={`#i-${drawn}`} />
      </svg>
    );
  }
  return (
    <svg class={classes} role="img" aria-label={label}>
      <use href={`#i-${drawn}`} />
    </svg>
  );
}
