/**
 * The environment of every runner and linter VDD starts: headless and non-interactive, so one bean gives the
 * same verdict on a laptop, over SSH and in CI (the original aborted GUI tests on machines without a display).
 */
export const HEADLESS_ENV: Readonly<Record<string, string>> = {
  CI: '1',
  DISPLAY: '',
  WAYLAND_DISPLAY: '',
  QT_QPA_PLATFORM: 'offscreen',
  MPLBACKEND: 'Agg',
  SDL_VIDEODRIVER: 'dummy',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
}
