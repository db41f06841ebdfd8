import { LogoMark } from "~/components/logo-mark";

/** One-second splash with the product name (spec 2); decorative, so hidden from screen readers. */
export function Splash({ name }: { name: string }) {
  return (
    <div className="splash" aria-hidden="true" data-testid="splash">
      <div className="text-center">
        <LogoMark size={72} className="mx-auto mb-4" />
        <p className="font-display text-4xl font-bold tracking-tight">{name}</p>
      </div>
    </div>
  );
}
