import { downloadFile } from "@/lib/api-download.ts";
import { saveFile } from "@/lib/save-file.ts";

/** Downloads everything the shop holds about her (a ZIP) and hands it to the browser to save. */
export async function downloadAccountData(token: string | null): Promise<void> {
  const file = await downloadFile("GET /api/account/export", { params: {}, token });
  saveFile(file.blob, file.filename ?? "hunarmand-account.zip");
}
