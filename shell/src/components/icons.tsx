// Inline SVG icons (no icon font download).
const base = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
  </svg>
);
export const SunIcon = () => (
  <svg {...base}>
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm13.5 13.5 1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1l2.1-2.1 1.4 1.4-2.1 2.1zM17 5.6l2.1-2.1 1.4 1.4-2.1 2.1z" />
  </svg>
);
export const MoonIcon = () => (
  <svg {...base}>
    <path d="M12.3 22A10 10 0 0 1 9.6 2.4a.9.9 0 0 1 1 1.2 8 8 0 0 0 9.8 9.8.9.9 0 0 1 1.2 1A10 10 0 0 1 12.3 22z" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base}>
    <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
  </svg>
);
