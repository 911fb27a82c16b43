// POST /api/admin/imagenes: multipart/form-data with the image in the field `file` (spec §7), the staff token in
// the 'auth-token' header → {url, secure_url, public_id, width, height, srcset}. XMLHttpRequest rather than fetch
// because only it reports upload progress (one bar per file). A 401 ends the session like every other call.
import { AUTH_HEADER, LIMITES, type Imagen } from '@inmo/contracts';
import { API_BASE, SESSION_EXPIRED_PATH, clearToken, getToken } from '@inmo/shell/platform';

export interface UploadResult {
  url: string;
  secure_url?: string;
  public_id: string;
  width?: number | null;
  height?: number | null;
  srcset?: { width: number; url: string }[];
}

export const TIPOS_IMAGEN = ['image/png', 'image/jpeg'];

/** Why a chosen file cannot be uploaded (null: it can). Non-images are skipped by the caller (spec §5). */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!TIPOS_IMAGEN.includes(file.type)) return `${file.name}: solo se admiten imágenes PNG o JPEG`;
  if (file.size > LIMITES.imagenMaxBytes) return `${file.name}: la imagen supera los 10 MB`;
  return null;
}

export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/admin/imagenes`);
    xhr.withCredentials = true;
    const token = getToken();
    if (token) xhr.setRequestHeader(AUTH_HEADER, token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: any = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 401) {
        // Only the session still stored has expired: after a logout (or a new login) this answer is the upload's alone.
        if (token !== null && getToken() === token) {
          clearToken({ redirectTo: SESSION_EXPIRED_PATH });
          window.location.assign(SESSION_EXPIRED_PATH);
        }
        reject(new Error('Sesión expirada'));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.public_id === 'string') {
        onProgress(1);
        resolve({ ...body, url: body.secure_url ?? body.url });
        return;
      }
      reject(new Error((body && (body.error || body.message)) || `Error ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('Error de red'));
    xhr.onabort = () => reject(new Error('Subida cancelada'));
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** An uploaded file as a property image (framing centred, zoom 1). */
export function toImagen(r: UploadResult, orden: number): Imagen {
  return {
    url: r.url,
    public_id: r.public_id,
    descripcion: '',
    orden,
    esPortada: orden === 0,
    offsetX: 0.5,
    offsetY: 0.5,
    zoom: 1,
    width: r.width ?? null,
    height: r.height ?? null,
    ...(Array.isArray(r.srcset) && r.srcset.length > 0 ? { srcset: r.srcset } : {}),
  };
}
