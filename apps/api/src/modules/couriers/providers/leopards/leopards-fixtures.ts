import type { ParcelToBook } from "../../courier-adapter.ts";
import type { CourierExchange } from "../fixture-courier.ts";

/**
 * Leopards exchanges written from its "API Documentation Version 2" (getAllCities, bookPacket,
 * trackBookedPacket, cancelBookedPackets, getShippingCharges, getPaymentDetails). The first tracked
 * packet uses the JSON sample's spelling "Staus"; the second has no Tracking Detail yet.
 */
const auth = { api_key: "fixture-key", api_password: "fixture-password" };
export const LEOPARDS_CN = "LE75012345";
export const LEOPARDS_NEW_CN = "LE75012346";

/** The parcel the Leopards tests book: the order bookPacket's recording was written for. */
export const leopardsParcel: ParcelToBook = {
  orderReference: "HM-2077",
  weightGrams: 1200,
  pieces: 1,
  codAmountPaisa: 400_000,
  description: "Hand-stitched cushion covers",
  consignee: {
    name: "Bilal Ahmed",
    phone: "0333-7654321",
    address: "Flat 5, Block B, F-10",
    city: "Islamabad",
  },
  pickup: { name: "Zainab Crafts", phone: "+923211234567", address: "Shop 3, Saddar", city: "Lahore" },
};

export const leopardsAllCities: CourierExchange = {
  request: { method: "POST", path: "/api/getAllCities/format/json/", body: auth },
  answer: {
    status: 200,
    body: {
      status: 1,
      error: "0",
      city_list: [
        {
          id: 789,
          name: "LAHORE",
          shipment_type: ["overnight", "express"],
          allow_as_origin: true,
          allow_as_destination: true,
        },
        {
          id: 475,
          name: "KARACHI",
          shipment_type: ["overnight"],
          allow_as_origin: true,
          allow_as_destination: true,
        },
        {
          id: 101,
          name: "ISLAMABAD",
          shipment_type: ["overnight"],
          allow_as_origin: false,
          allow_as_destination: true,
        },
      ],
    },
  },
};

export const leopardsBookPacket: CourierExchange = {
  request: {
    method: "POST",
    path: "/api/bookPacket/format/json/",
    body: {
      ...auth,
      booked_packet_weight: 1200,
      booked_packet_no_piece: 1,
      booked_packet_collect_amount: 4000,
      booked_packet_order_id: "HM-2077",
      origin_city: 789,
      destination_city: 101,
      shipment_id: 123,
      shipment_name_eng: "Zainab Crafts",
      shipment_email: "self",
      shipment_phone: "03211234567",
      shipment_address: "Shop 3, Saddar",
      consignment_name_eng: "Bilal Ahmed",
      consignment_email: "",
      consignment_phone: "03337654321",
      consignment_address: "Flat 5, Block B, F-10",
      special_instructions: "Hand-stitched cushion covers",
      shipment_type: "",
    },
  },
  answer: {
    status: 200,
    body: {
      status: 1,
      error: 0,
      track_number: LEOPARDS_CN,
      slip_link: `https://merchantapi.leopardscourier.com/slip/${LEOPARDS_CN}`,
    },
  },
};

export const leopardsMissingPhone: CourierExchange = {
  request: leopardsBookPacket.request,
  answer: {
    status: 200,
    body: { status: 0, error: "Consignee phone is required", track_number: null, slip_link: null },
  },
};

const detail = (status: string, date: string, reason = "") => ({
  Staus: status,
  "Reciever Name": "",
  "Activity Date": date,
  Reason: reason,
});

export const leopardsTrackTwo: CourierExchange = {
  request: {
    method: "POST",
    path: "/api/trackBookedPacket/format/json/",
    body: { ...auth, track_numbers: `${LEOPARDS_CN},${LEOPARDS_NEW_CN}` },
  },
  answer: {
    status: 200,
    body: {
      status: 1,
      error: 0,
      packet_list: [
        {
          booking_date: "21/06/2026",
          track_number: LEOPARDS_CN,
          booked_packet_collect_amount: 4000,
          booked_packet_status: "Delivered",
          activity_date: "2026-06-24",
          status_remarks: "Bilal Ahmed",
          "Tracking Detail": [
            detail("Shipment Picked", "2026-06-21"),
            detail("Dispatched", "2026-06-22"),
            detail("Pending", "2026-06-23", "Consignee not available"),
            { ...detail("Delivered", "2026-06-24"), "Reciever Name": "Bilal Ahmed" },
          ],
        },
        {
          booking_date: "21/06/2026",
          track_number: LEOPARDS_NEW_CN,
          booked_packet_status: "Pickup Request Sent",
          activity_date: "2026-06-21",
          "Tracking Detail": [],
        },
      ],
    },
  },
};

export const leopardsTrackOne: CourierExchange = {
  request: { ...leopardsTrackTwo.request, body: { ...auth, track_numbers: LEOPARDS_CN } },
  answer: leopardsTrackTwo.answer,
};

/** A GET about the fixtures' parcel (by its CN) to one of Leopards' finance reads, and its answer. */
const financeRead = (path: string, list: Record<string, unknown[]>): CourierExchange => ({
  request: { method: "GET", path, query: { ...auth, cn_numbers: LEOPARDS_CN } },
  answer: { status: 200, body: { status: 1, error: "0", ...list } },
});

export const leopardsShippingCharges: CourierExchange = financeRead("/api/getShippingCharges/format/json/", {
  data: [
    {
      cn_number: LEOPARDS_CN,
      billing_method: "COD",
      invoice_cheque_no: "CHQ-001",
      invoice_cheque_date: "2026-06-27",
      weight_charged: 1200,
      shipment_charges: 150,
      cash_handling_charges: "30",
      return_charges: 0,
      insurance_charges: 0,
      fuel_surcharge_percentage: 0,
      fuel_surcharge_amount: 0,
      gst: 15,
      gst_amount: 27,
      booked_packet_collect_amount: "4000.00",
      " billed_charges": 207,
      old_invoice_no: "",
      net_charges: 207,
      gross_charges: 207,
    },
  ],
});

export const leopardsPaymentDetails: CourierExchange = financeRead("/api/getPaymentDetails/format/json/", {
  payment_list: [
    {
      booked_packet_cn: LEOPARDS_CN,
      billing_method: "COD",
      status: "Paid",
      invoice_cheque_no: "CHQ-001",
      invoice_cheque_date: "2026-06-27",
      payment_method: "Cheque",
      message: "",
      slip_link: "",
    },
  ],
});

export const leopardsCancel: CourierExchange = {
  request: {
    method: "POST",
    path: "/api/cancelBookedPackets/format/json/",
    body: { ...auth, cn_numbers: LEOPARDS_CN },
  },
  answer: { status: 200, body: { status: "1", error: "null" } },
};

export const leopardsCancelRefused: CourierExchange = {
  request: leopardsCancel.request,
  answer: { status: 200, body: { status: 0, error: { [LEOPARDS_CN]: "CN already cancelled or not found" } } },
};

export const leopardsShipmentsByOrder: CourierExchange = {
  request: {
    method: "POST",
    path: "/api/getShipmentDetailsByOrderID/format/json/",
    body: { ...auth, shipment_order_id: ["HM-2077"] },
  },
  answer: {
    status: 200,
    body: {
      status: 1,
      error: "",
      data: [
        {
          booking_date: "2026/06/20",
          track_number: "LE75012300",
          booked_packet_order_id: "HM-2077",
          booked_packet_status: "Cancelled",
        },
        {
          booking_date: "2026/06/21",
          track_number: LEOPARDS_CN,
          booked_packet_order_id: "HM-2077",
          booked_packet_status: "Pickup Request Sent",
        },
      ],
    },
  },
};

export const leopardsNoShipmentForOrder: CourierExchange = {
  request: leopardsShipmentsByOrder.request,
  answer: { status: 200, body: { status: 0, error: "Order ID not found" } },
};
