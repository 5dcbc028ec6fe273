import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useReducedMotion } from '../lib/use-reduced-motion';

export const HERO_VIDEO = {
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  poster: '/media/hero-poster.jpg',
} as const;

/**
 * The hero's decorative background loop (scripts/make-hero-media.sh). Muted and inline so browsers let it
 * autoplay; it stays on its poster for people who ask for reduced motion, and anyone can pause it.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  // null: follow the motion preference; true/false: the visitor pressed the button.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      // play() rejects when the browser refuses autoplay (e.g. data saver): the poster stays, which is fine.
      void video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [playing]);

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 size-full object-cover"
        poster={HERO_VIDEO.poster}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={reducedMotion ? 'none' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
      >
        <source src={HERO_VIDEO.webm} type="video/webm" />
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={() => setChoice(!playing)}
        aria-pressed={!playing}
        className="absolute bottom-4 right-4 z-10 flex size-11 items-center justify-center rounded-full border border-white/20 bg-black/40 text-white/90 backdrop-blur transition-colors hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        <span className="sr-only">Pause background animation</span>
      </button>
    </>
  );
}
