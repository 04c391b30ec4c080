import { useMutation } from '@tanstack/react-query';
import { API } from '@/contract';
import { request } from '@/lib/http';
import { saveBlob } from '@/lib/download';

/**
 * "Keep": the QR code as a PNG, to scan from another screen. Saved under the line's name
 * (`esim-<last4>.png`, decision 0029), not spec §7's image.png: two kept QRs must not be mixed up.
 */
export async function downloadQr({ scId, fileName }: { scId: number; fileName: string }) {
  const blob = await request(API.esimQrDownload, { query: { id: scId }, as: 'blob' });
  saveBlob(blob as Blob, fileName);
}

export function useQrDownload() {
  return useMutation({ mutationFn: downloadQr });
}
