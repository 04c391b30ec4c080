import { useMutation } from '@tanstack/react-query';
import { API } from '@/contract';
import { request } from '@/lib/http';
import { saveBlob } from '@/lib/download';

/** The iOS configuration profile that installs the APN in one tap (spec §7). */
export async function downloadProfile({ platform, scId }: { platform: number; scId: number }) {
  const blob = await request(API.apnDownload, { query: { platform, id: scId }, as: 'blob' });
  saveBlob(new Blob([blob as Blob], { type: 'application/x-apple-aspen-config' }), 'APN_Settings.mobileconfig');
}

export function useDownloadProfile() {
  return useMutation({ mutationFn: downloadProfile });
}
