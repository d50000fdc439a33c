import type { ParcelToBook } from "../../courier-adapter.ts";
import type { CourierExchange } from "../fixture-courier.ts";

/**
 * PostEx exchanges written from its Merchant API Integration Guide v4.1.9 (create-order, track-order,
 * cancel-order, payment-status) and the public integrations named in decision 0040. Tracking history
 * arrives newest first and mixes both time field names and both time shapes the sources show.
 */
const API = "/services/integration/api/order";
const token = { token: "fixture-token" };
export const POSTEX_CN = "22000000001";

/** The parcel the PostEx tests book: the order create-order's recording was written for. */
export const postexParcel: ParcelToBook = {
  orderReference: "HM-1042",
  weightGrams: 800,
  pieces: 2,
  codAmountPaisa: 249_950,
  description: "Ralli quilt",
  consignee: {
    name: "Ayesha Khan",
    phone: "+92 300 1234567",
    address: "House 12, Street 4, Gulberg",
    city: "Lahore",
  },
  pickup: { name: "Zainab Crafts", phone: "03211234567", address: "Shop 3, Saddar", city: "Karachi" },
};

export const postexCreateOrder: CourierExchange = {
  request: {
    method: "POST",
    path: `${API}/v3/create-order`,
    headers: token,
    body: {
      orderRefNumber: "HM-1042",
      invoicePayment: 2499.5,
      orderDetail: "Ralli quilt",
      customerName: "Ayesha Khan",
      customerPhone: "03001234567",
      deliveryAddress: "House 12, Street 4, Gulberg",
      cityName: "Lahore",
      items: 2,
      orderType: "Normal",
      transactionNotes: "",
      pickupAddressCode: "001",
    },
  },
  answer: {
    status: 200,
    body: { statusCode: "200", statusMessage: "ORDER HAS BEEN CREATED", dist: { trackingNumber: POSTEX_CN } },
  },
};

/** A GET about the fixtures' parcel to one of PostEx's reads, and its answer: the parcel and `dist`. */
const parcelRead = (path: string, dist: object): CourierExchange => ({
  request: { method: "GET", path: `${API}${path}/${POSTEX_CN}`, headers: token },
  answer: {
    status: 200,
    body: {
      statusCode: "200",
      statusMessage: "SUCCESSFULLY OPERATED",
      dist: { trackingNumber: POSTEX_CN, orderRefNumber: "HM-1042", ...dist },
    },
  },
});

export const postexTrackOrder: CourierExchange = parcelRead("/v1/track-order", {
  invoicePayment: 2499.5,
  transactionFee: 180,
  transactionTax: 28.8,
  reversalFee: 0,
  reversalTax: 0,
  transactionStatus: "Delivered",
  transactionStatusHistory: [
    {
      transactionStatusMessage: "Delivered",
      transactionStatusMessageCode: "0005",
      updatedAt: "2026-06-23T16:05:00.000+0500",
    },
    {
      transactionStatusMessage: "Delivery Under Review",
      transactionStatusMessageCode: "0008",
      updatedAt: "2026-06-23 12:00:00",
    },
    {
      transactionStatusMessage: "Package on Route",
      transactionStatusMessageCode: "0004",
      modifiedDatetime: "2026-06-22 09:30:00",
    },
    {
      transactionStatusMessage: "At PostEx Warehouse",
      transactionStatusMessageCode: "0003",
      updatedAt: "2026-06-21 18:00:00",
    },
    {
      transactionStatusMessage: "At Merchant's Warehouse",
      transactionStatusMessageCode: "0001",
      updatedAt: "2026-06-21T10:00:00.000+0500",
    },
  ],
});

export const postexPaymentStatus: CourierExchange = parcelRead("/v1/payment-status", {
  settle: true,
  settlementDate: "2026-06-26 15:00:00",
  cpr1: "CPR-000118",
});

export const postexCancelOrder: CourierExchange = {
  request: {
    method: "PUT",
    path: `${API}/v1/cancel-order`,
    headers: token,
    body: { trackingNumber: POSTEX_CN },
  },
  answer: { status: 200, body: { statusCode: "200", statusMessage: "ORDER HAS BEEN CANCELLED", dist: null } },
};

export const postexUnknownCity: CourierExchange = {
  request: {
    ...postexCreateOrder.request,
    body: { ...(postexCreateOrder.request.body as object), cityName: "Atlantis" },
  },
  answer: { status: 400, body: { statusCode: "400", statusMessage: "Invalid City Name", dist: null } },
};
