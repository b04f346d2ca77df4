/**
 * `npm run generate-icons`: every icon of the app from the one source image, public/logo.svg.
 * The PNGs it writes into public/ are committed, so the build never runs the generator (or sharp).
 * After changing the logo, run the script again and commit its output.
 */
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';
import { light } from './src/ui/app/tokens.js';

/** The app's light background (--zs-bg): the square behind maskable and Apple icons. */
const background = light.bg;

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // Maskable: the die sits inside the safe zone (padding 0.3) on the app's background, so any mask
    // shape (circle, squircle) cuts only background. Apple icons are never transparent on iOS.
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background } },
  },
  images: ['public/logo.svg'],
});
