import { useState } from 'react';

/**
 * A company's logo: its image when it has one, else a monogram drawn inline (no remote images in demo mode). An
 * image that cannot be shown (a damaged file) gives way to the monogram: never a broken image.
 */
const palette = ['#1f5f4a', '#2d6a8a', '#7a4b94', '#9a5310', '#3f6b2a', '#8a2d4a', '#34558b', '#6b5a2a'];

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] as string;
}

export function CompanyLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  // Only images of this origin (or data URLs) are shown: a remote logo would leave the page's origin.
  if (logo && logo !== broken && (logo.startsWith('data:') || logo.startsWith('/'))) {
    return (
      <img className="company-logo" src={logo} alt="" width={size} height={size} onError={() => setBroken(logo)} />
    );
  }
  return (
    <svg className="company-logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill={colorOf(name)} />
      <text
        x="24"
        y="30"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
