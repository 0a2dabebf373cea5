/** The sizes of the Linux icon set (freedesktop's hicolor sizes up to 512), drawn by scripts/draw-icons.ts. */
export const LINUX_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512] as const;
