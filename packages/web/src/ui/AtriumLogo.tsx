interface AtriumLogoProps {
  size?: number;
}

/** The default logo, inline so the sign-in page needs no extra request when an organisation has none. */
export function AtriumLogo({ size = 48 }: AtriumLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Atrium">
      <rect width="48" height="48" rx="10" fill="#1677ff" />
      <path d="M24 9 37 39h-6.2l-2.6-6.4H19.8L17.2 39H11L24 9Zm0 11.2-2.4 6.6h4.8L24 20.2Z" fill="#fff" />
    </svg>
  );
}
