// Small inline icons (decorative: every control that shows one has its own accessible name).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

/** A line icon: its shapes are drawn with a `currentColor` stroke of `strokeWidth` and no fill. */
function lineIcon(strokeWidth: number, shapes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return (
      <Svg fill="none" stroke="currentColor" strokeWidth={strokeWidth} {...props}>
        {shapes}
      </Svg>
    );
  };
}

/** An outline that is filled with `currentColor` when `filled` (saved, rated). */
function toggleIcon(strokeWidth: number, d: string) {
  return function ToggleIcon({ filled, ...rest }: IconProps & { filled?: boolean }) {
    return (
      <Svg {...rest}>
        <path d={d} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin="round" />
      </Svg>
    );
  };
}

export const BookmarkIcon = toggleIcon(2, 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z');

export const StarIcon = toggleIcon(1.6, 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z');

export const EyeIcon = lineIcon(
  1.8,
  <>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const QuestionsIcon = lineIcon(
  1.8,
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" strokeLinecap="round" />
  </>,
);

export const LockIcon = lineIcon(
  1.8,
  <>
    <rect x="5" y="10" width="14" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);

export const SearchIcon = lineIcon(
  2,
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" strokeLinecap="round" />
  </>,
);

export const CloseIcon = lineIcon(2, <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />);
