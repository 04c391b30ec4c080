import { useMutation } from '@tanstack/react-query';
import { API } from '../../../contract';
import { request } from '../../../lib/http';
import { saveBlob } from '../../../lib/download';

/** "Keep": the QR code as a PNG, to scan from another screen (spec §7, saved as image.png). */
export async function downloadQr(scId: number) {
  const blob = await request(API.esimQrDownload, { query: { id: scId }, as: 'blob' });
  saveBlob(blob as Blob, 'image.png');
}

export function useQrDownload() {
  return useMutation({ mutationFn: downloadQr });
}
