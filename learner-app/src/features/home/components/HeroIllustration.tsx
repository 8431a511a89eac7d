// The hero illustration, inlined: no image request on the critical path, so the hero text is the
// largest contentful paint and the picture arrives with the page. Decorative (aria-hidden).
import styled from 'styled-components';

const HERO_SVG =
  '<defs><linearGradient id="hs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4b740"/><stop offset="1" stop-color="#e0684f"/></linearGradient></defs><circle cx="300" cy="210" r="170" fill="url(#hs)" opacity="0.9"/><path d="M60 360 C150 300 230 330 300 300 C380 266 450 290 520 250 V460 H60 Z" fill="#6a2c80" opacity="0.18"/><path d="M110 380 L210 300 L290 340 L400 230 L470 260" stroke="#4b1d5c" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="400" cy="230" r="10" fill="#ffffff" stroke="#4b1d5c" stroke-width="5"/><g transform="translate(290 205) scale(2.4)"><circle cx="0" cy="-6" r="26" fill="#1b1214"/><path d="M-44 96 C-44 50 -24 36 0 36 C24 36 44 50 44 96 Z" fill="#6a2c80"/><circle cx="0" cy="4" r="22" fill="#a0663c"/><path d="M-22 0 C-20 -18 20 -18 22 0 C12 -8 -12 -8 -22 0 Z" fill="#1b1214"/></g><g transform="translate(330 330) scale(0.95)"><rect x="0" y="0" width="160" height="100" rx="8" fill="#2a1033"/><rect x="8" y="8" width="144" height="84" rx="4" fill="#ffffff"/><rect x="18" y="20" width="70" height="8" rx="4" fill="#e0684f"/><rect x="18" y="36" width="110" height="6" rx="3" fill="#f3e8f7"/><rect x="18" y="48" width="96" height="6" rx="3" fill="#f3e8f7"/><rect x="18" y="60" width="104" height="6" rx="3" fill="#f3e8f7"/><path d="M-16 100 H176 L168 112 H-8 Z" fill="#4b1d5c"/></g><g transform="translate(70 110)"><rect width="170" height="44" rx="14" fill="#4b1d5c"/><path d="M18 44 l8 12 l8 -12 Z" fill="#4b1d5c"/><rect x="14" y="12" width="130" height="6" rx="3" fill="#ffffff" opacity="0.9"/><rect x="14" y="26" width="106" height="6" rx="3" fill="#ffffff" opacity="0.7"/></g><g transform="translate(400 70)"><rect width="130" height="44" rx="14" fill="#0f6b63"/><path d="M106 44 l8 12 l8 -12 Z" fill="#0f6b63"/><rect x="14" y="12" width="90" height="6" rx="3" fill="#ffffff" opacity="0.9"/><rect x="14" y="26" width="66" height="6" rx="3" fill="#ffffff" opacity="0.7"/></g><path transform="translate(470 180) scale(1.6)" d="M0 -12 C2 -2 2 -2 12 0 C2 2 2 2 0 12 C-2 2 -2 2 -12 0 C-2 -2 -2 -2 0 -12 Z" fill="#ffffff"/><path transform="translate(120 250) scale(1.3)" d="M0 -12 C2 -2 2 -2 12 0 C2 2 2 2 0 12 C-2 2 -2 2 -12 0 C-2 -2 -2 -2 0 -12 Z" fill="#f4b740"/><path transform="translate(230 60) scale(1.1)" d="M0 -12 C2 -2 2 -2 12 0 C2 2 2 2 0 12 C-2 2 -2 2 -12 0 C-2 -2 -2 -2 0 -12 Z" fill="#8a3ea6"/>';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 520px;
  height: auto;
  justify-self: center;
`;

export function HeroIllustration() {
  // Static markup written by us (no user input).
  return (
    <Svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 560 460"
      width={560}
      height={460}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: HERO_SVG }}
    />
  );
}
