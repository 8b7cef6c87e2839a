import bold from './DejaVuSans-Bold.ttf?inline';
import regular from './DejaVuSans.ttf?inline';

/*
 * The font files as base64, inlined in this module's own chunk: loaded through a dynamic import
 * (pdfFont.ts), the same way in the browser and in node, where the mocked server writes its report
 * documents (vitest runs the Vite pipeline, which inlines them the same way).
 */

const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

export const PDF_FONT_FILES = { regular: base64Of(regular), bold: base64Of(bold) } as const;
