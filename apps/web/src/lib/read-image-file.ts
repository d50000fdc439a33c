import { sniffImageKind } from "@marketplace/shared/image-sniff";
import { MAX_IMAGE_BYTES } from "@marketplace/shared/stores-contracts";

export type ImageFileProblem =
  | { kind: "type"; title: "Invalid file type"; description: string }
  | { kind: "size"; title: "File too large"; description: string }
  | { kind: "read"; title: "Error processing file"; description: string };

/**
 * Checks a chosen file the way the server will (its bytes, not its name, and at most 5 MB) and reads
 * it as a data URL for the preview and the upload.
 */
export async function readImageFile(
  file: File,
): Promise<{ dataUrl: string } | { problem: ImageFileProblem }> {
  if (file.size > MAX_IMAGE_BYTES) {
    return {
      problem: {
        kind: "size",
        title: "File too large",
        description: "Please select a file smaller than 5MB.",
      },
    };
  }
  try {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!sniffImageKind(head)) {
      return {
        problem: { kind: "type", title: "Invalid file type", description: "Please select an image file." },
      };
    }
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("empty"));
      reader.onerror = () => reject(reader.error ?? new Error("read failed"));
      reader.readAsDataURL(file);
    });
    return { dataUrl };
  } catch {
    return {
      problem: {
        kind: "read",
        title: "Error processing file",
        description: "The file could not be read. Please try another.",
      },
    };
  }
}
