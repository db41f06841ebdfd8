/**
 * The guide's mark (the same drawing as public/favicon.svg), drawn inline: an <img> of an
 * SVG costs the browser a document of its own to parse and lay out on the main thread
 * before the first paint, and one more request.
 */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b3954" />
      <path
        d="M22 57H36L37 51H24ZM23 50H35L36 44H25ZM26 43H36L36 37H28ZM26 36H34L34 30H28ZM26 29H32L32 23H28ZM25 22H29L29 16H27ZM24 15H26L27 9H26Z"
        fill="#ffc857"
      />
      <path
        d="M36 57H39L41 51H37ZM35 50H40L42 44H36ZM36 43H42L44 37H36ZM34 36H41L43 30H34ZM32 29H41L43 23H32ZM29 22H40L42 16H29ZM26 15H38L40 9H27Z"
        fill="#e89a2e"
      />
      <path
        d="M45 58C48 42 48 22 46 5"
        stroke="#ffe3a3"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
