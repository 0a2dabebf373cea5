import QRCode from 'qrcode';

/** The QR code of a URL as an SVG document (error correction M: readable off a screen at arm's length). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
