/**
 * What sits behind the sign-in card: the company's login background (cover, under a dark overlay
 * so the white heading and the card stand out) when it has one, else the brand-gradient band.
 */
export function AuthBackdrop({ backgroundUrl }: { backgroundUrl: string | null }) {
  if (!backgroundUrl) {
    return (
      <div
        aria-hidden="true"
        className="brand-gradient pointer-events-none absolute inset-x-0 top-0 h-80 [mask-image:linear-gradient(to_bottom,black_55%,transparent)] sm:h-96"
      />
    );
  }
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="login-background"
        className="pointer-events-none absolute inset-0 bg-cover bg-center"
        style={{ backgroundImage: `url(${JSON.stringify(backgroundUrl)})` }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-b from-black/50 via-black/30 to-black/55"
      />
    </>
  );
}
