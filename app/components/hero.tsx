import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/i18n";
import { PageLink } from "./page-link";

export const HERO_INTERVAL_MS = 5000;

export interface HeroSlide {
  image: string;
  alt: string;
  heading: string;
  text: string;
  cta: { label: string; href: string };
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Rotating hero (spec 2, Home): switches every 5 s, dots choose a slide. A visible
 * pause/play button stops it (WCAG 2.2.2); it also holds still while hovered or
 * focused and never rotates for readers who ask for reduced motion.
 */
export function Hero({ slides }: { slides: readonly HeroSlide[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !hovered && !focused && !reducedMotion && slides.length > 1;
  const sectionRef = useRef<HTMLElement>(null);
  const t = useT();

  // Hovered or focused before the app arrived (no mouseenter or focus reaches it then):
  // it holds still as it did under CSS.
  useEffect(() => {
    setHovered(sectionRef.current?.matches(":hover") ?? false);
    setFocused(sectionRef.current?.matches(":focus-within") ?? false);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    // Each tick asks again: the state above follows the media query and the pointer a
    // render later, and a tick in between must not move a hero that should hold still.
    const timer = window.setInterval(() => {
      const section = sectionRef.current;
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      if (section?.matches(":hover") || section?.matches(":focus-within")) return;
      setCurrent((index) => (index + 1) % slides.length);
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length]);

  return (
    <section
      ref={sectionRef}
      aria-roledescription={t("hero.carousel")}
      aria-label={t("hero.label")}
      className="hero relative isolate overflow-hidden bg-sea"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating}
    >
      {/* Until the app has loaded, CSS rotates the slides (app.css, "hero-slides"); a dot
          pressed meanwhile is pressed again once it has (app/components/deferred-scripts.tsx). */}
      <div
        className="hero-slides relative aspect-[4/5] max-h-[640px] w-full sm:aspect-[16/9]"
        data-count={slides.length}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks each slide as a group
          <div
            key={slide.image}
            role="group"
            aria-roledescription={t("hero.slide")}
            aria-label={t("hero.slideOf", { index: index + 1, count: slides.length })}
            aria-hidden={index !== current}
            // A hidden slide is also invisible, so the browser does not paint its picture
            // under the shown one; visibility changes at the fade's end (issue 21).
            className={`hero-slide absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
              index === current ? "visible opacity-100" : "pointer-events-none invisible opacity-0"
            }`}
            data-testid="hero-slide"
            data-active={index === current}
          >
            <img
              src={slide.image}
              alt={slide.alt}
              width={1600}
              height={900}
              fetchPriority={index === 0 ? "high" : "low"}
              // Later slides wait for the first paint: they show after 5 s at the soonest.
              loading={index === 0 ? undefined : "lazy"}
              className="h-full w-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-sea-dark/90 via-sea-dark/40 to-transparent" />
            <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-20 sm:pb-24">
              <h2 className="max-w-2xl font-display text-4xl font-bold text-white sm:text-5xl">
                {slide.heading}
              </h2>
              <p className="mt-4 max-w-xl text-lg text-white/90">{slide.text}</p>
              <PageLink
                to={slide.cta.href}
                tabIndex={index === current ? undefined : -1}
                className="btn-primary mt-6 inline-flex bg-coral-dark hover:bg-coral"
              >
                {slide.cta.label}
              </PageLink>
            </div>
          </div>
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl items-center gap-3 px-4">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-sea hover:bg-white"
          aria-label={paused ? t("hero.play") : t("hero.pause")}
        >
          {paused ? (
            <Play className="size-5" aria-hidden="true" />
          ) : (
            <Pause className="size-5" aria-hidden="true" />
          )}
        </button>
        <div className="flex gap-1">
          {slides.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t("hero.show", { index: index + 1 })}
              aria-current={index === current ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={`block h-3 rounded-full transition-all ${
                  index === current ? "w-8 bg-white" : "w-3 bg-white/60 group-hover:bg-white"
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
