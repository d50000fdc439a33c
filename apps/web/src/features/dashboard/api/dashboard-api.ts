import type { Product, UploadedImagesAnswer } from "@marketplace/shared/products-contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productKeys } from "@/features/catalog/api/products-api.ts";
import { storeKeys } from "@/features/stores/api/stores-api.ts";
import { ApiError, fallbackErrorMessage, NetworkError, pageLanguage } from "@/lib/api-client.ts";
import { type ApiCall, api, type Body } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

/** One uploaded image: its URL (to send in a product's `images`) and its thumbnail's. */
type UploadedImage = UploadedImagesAnswer["images"][number];

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** Keyed by seller too, so a different seller signing in on this browser never sees cached figures. */
  myStores: (sellerId: string) => [...dashboardKeys.all, "my-stores", sellerId] as const,
  store: (sellerId: string, storeId: string) => [...dashboardKeys.all, "store", sellerId, storeId] as const,
  profile: (sellerId: string) => [...dashboardKeys.all, "profile", sellerId] as const,
};

/** Under the catalog's list keys, so anything that invalidates product lists refreshes it too. */
export const storeProductsKey = (storeId: string) => [...productKeys.lists(), "store-all", storeId] as const;

/** A store holds at most a few hundred products; the dashboard lists them all, 100 per request. */
const PAGE_LIMIT = 100;

/** A call of the API as the signed-in seller (`useSession().sellerRequest`), or as anyone (`api`). */
type ProductsRequest = ApiCall<"token">;

/**
 * Every product of a store, 100 a request. Asked with the owner's token, the answer holds the products
 * an operator hid too, with `hidden` and `hiddenReason` (decision 0019), so that she sees why.
 */
export async function fetchAllStoreProducts(
  storeId: string,
  signal?: AbortSignal,
  request: ProductsRequest = api,
): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await request("GET /api/products/store/:storeId", {
      params: { storeId },
      query: { page, limit: PAGE_LIMIT, sort: "newest" },
      signal,
    });
    products.push(...answer.products);
    if (answer.pagination.current_page >= answer.pagination.total_pages) return products;
  }
}

export const storeProductsQuery = (storeId: string, request: ProductsRequest = api) =>
  queryOptions({
    queryKey: storeProductsKey(storeId),
    queryFn: ({ signal }) => fetchAllStoreProducts(storeId, signal, request),
  });

/**
 * Every product of the seller's store, for her dashboard, read as its owner: hidden ones included,
 * with the operator's reason (the storefront's `usePagedStoreProducts` reads one public page).
 */
export function useAllStoreProducts(storeId: string | null) {
  const { sellerRequest } = useSession();
  return useQuery({ ...storeProductsQuery(storeId ?? "", sellerRequest), enabled: Boolean(storeId) });
}

/**
 * One of the seller's products, read as its owner for her edit page: a product an operator hid is
 * still hers to read and edit, with the reason (the public read answers 404 for it).
 */
export function useOwnProduct(productId: string) {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    // Under the product's detail key, so every change that refreshes the product refreshes this too.
    queryKey: [...productKeys.detail(productId), "owner", seller?._id ?? ""],
    enabled: Boolean(seller),
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/products/:id", { params: { id: productId }, signal }).then(
        (answer) => answer.product,
      ),
  });
}

/** The signed-in seller's stores in full; each answer also refreshes the session's store list. */
export function useMyStores() {
  const { seller, sellerRequest, setStores } = useSession();
  return useQuery({
    queryKey: dashboardKeys.myStores(seller?._id ?? ""),
    enabled: Boolean(seller),
    // Stores change on other screens (a new store, new settings): read them afresh on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { stores } = await sellerRequest("GET /api/stores/seller/my-stores", { signal });
      setStores(stores.map(({ _id, name, category }) => ({ _id, name, category })));
      return stores;
    },
  });
}

/**
 * The signed-in seller's account as the server has it now: her status (pending, verified,
 * suspended) can change after she signed in, so the dashboard reads it afresh on every visit.
 */
export function useSellerProfile() {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: dashboardKeys.profile(seller?._id ?? ""),
    enabled: Boolean(seller),
    staleTime: 0,
    queryFn: ({ signal }) => sellerRequest("GET /api/seller/profile", { signal }),
  });
}

export function useStoreDashboard(storeId: string | null) {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: dashboardKeys.store(seller?._id ?? "", storeId ?? ""),
    enabled: Boolean(seller && storeId),
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/stores/:id/dashboard", { params: { id: storeId ?? "" }, signal }),
  });
}

/** After any product change: the dashboard's figures, every product list and the product itself. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return (productId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      productId ? queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }) : undefined,
    ]);
}

export function useDeleteProduct() {
  const { sellerRequest } = useSession();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (productId: string) =>
      sellerRequest("DELETE /api/products/:id", { params: { id: productId } }),
    onSuccess: (_answer, productId) => invalidate(productId),
  });
}

/**
 * Add and edit call the API with the plain client, not `sellerRequest`: the add-product screen has its
 * own 401 handling (spec section 8: a toast, then the login page after 2 seconds).
 */
export function useCreateProduct(token: string | null) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    /** `key`: the draft's Idempotency-Key, so a send retried after a dropped connection adds one product. */
    mutationFn: ({ body, key }: { body: Body<"POST /api/products">; key?: string }) =>
      api("POST /api/products", { body, token, headers: key ? { "Idempotency-Key": key } : undefined }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct(token: string | null) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body<"PUT /api/products/:id"> }) =>
      api("PUT /api/products/:id", { params: { id }, body, token }),
    onSuccess: (_answer, { id }) => invalidate(id),
  });
}

export function useUpdateStore(storeId: string) {
  const { sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<"PUT /api/stores/:id">) =>
      sellerRequest("PUT /api/stores/:id", { params: { id: storeId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}

/**
 * Uploads one image file as multipart form data (`POST /api/media/images`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress, which large photos on slow connections need.
 */
export function uploadProductImage(
  file: File,
  token: string,
  onProgress: (fraction: number) => void,
): { promise: Promise<UploadedImage>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open("POST", "/api/media/images");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", pageLanguage());
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    xhr.onload = () => {
      let body: { message?: unknown; errors?: unknown; images?: UploadedImage[] } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): reported below by status.
      }
      const image = body.images?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && image) {
        onProgress(1);
        resolve(image);
        return;
      }
      const message =
        typeof body.message === "string" && body.message ? body.message : fallbackErrorMessage(xhr.status);
      reject(new ApiError(xhr.status, message, Array.isArray(body.errors) ? body.errors : []));
    };
    const form = new FormData();
    form.append("images", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
