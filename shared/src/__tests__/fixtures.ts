/** Valid wire samples, written by hand from original-system.md sections 2 and 10. */

export const menuItem = {
  id: 'PIZ_005',
  name: 'Pepperoni',
  description: 'Tomato sauce, pepperoni, cheese',
  price: 3700,
  category: 'PIZZA',
  size: 'MEDIUM',
  imageUrl: '/images/menu/pepperoni.webp',
  isAvailable: true,
  available: true,
};

export const extra = { id: 'EXT_001', name: 'Extra cheese', price: 300, available: true };

export const cart = {
  cartId: '665f1c2e9b1d8c0012345678',
  cartItems: [
    {
      cartItemId: '665f1c2e9b1d8c0012345679',
      id: '665f1c2e9b1d8c0012345679',
      quantity: 2,
      totalPrice: 8000,
      menuItem: {
        id: 'PIZ_005',
        name: 'Pepperoni',
        imageUrl: '/images/menu/pepperoni.webp',
        size: 'MEDIUM',
        price: 3700,
        allergens: ['gluten', 'milk'],
      },
      extras: [{ ...extra, allergens: ['milk'] }],
      instructions: 'Well done',
      available: true,
    },
  ],
  totalPrice: 8000,
};

export const address = {
  addressId: '665f1c2e9b1d8c00123456aa',
  buildingName: 'Tower A',
  floor: '3',
  apartmentNo: '12',
  intercom: '12B',
  otherInstructions: 'Ring twice',
  street: 'Piac u. 10, Debrecen',
  city: 'Debrecen',
  zip: '4025',
  selected: true,
  latitude: 47.531,
  longitude: 21.625,
};

export const order = {
  orderId: '3f1c9a4e-2b7d-4c1e-9a55-0d3e6f1b2c44',
  orderSequence: '#Order-0007',
  date: '2026-03-14',
  createdAt: '2026-03-14T12:15:30.123Z',
  status: 'PLACED',
  orderType: 'DELIVERY',
  paymentMethod: 'CASH',
  totalPrice: 7246,
  totalCartAmount: 6397,
  deliveryFee: 599,
  serviceFee: 150,
  bottleDepositFee: 100,
  address: {
    buildingName: 'Tower A',
    floor: '3',
    apartmentNo: '12',
    street: 'Piac u. 10, Debrecen',
    latitude: 47.531,
    longitude: 21.625,
  },
  user: { name: 'Anna Kovács', phone: '+36301234567' },
  leaveAtDoor: true,
  statusHistory: [
    { status: 'PLACED', at: '2026-03-14T12:05:00.000Z' },
    { status: 'PREPARING', at: '2026-03-14T12:20:00.000Z' },
  ],
  orderItems: [
    { id: 'it1', menuItemId: 'PIZ_006', name: 'Pepperoni', size: 'LARGE', quantity: 1, pricePerItem: 4999, extras: [] },
    {
      id: 'it2',
      menuItemId: 'COC_001',
      name: 'Coca-Cola 330 ml',
      size: 'REGULAR',
      quantity: 2,
      pricePerItem: 699,
      extras: [{ name: 'Ice', price: 0 }],
      instructions: 'Cold',
    },
  ],
};

export const signup = {
  name: 'Anna Kovács',
  email: 'anna@example.com',
  password: 'Secret#2026x',
  confirmPassword: 'Secret#2026x',
  phone: '+36301234567',
  address: 'Debrecen, Piac u. 10',
  firebaseIdToken: 'eyJhbGciOiJSUzI1NiJ9.payload.signature',
};

export const orderSummary = {
  orderId: order.orderId,
  orderSequence: '#Order-0007',
  status: 'PREPARING',
  orderType: 'DELIVERY',
  totalPrice: 7246,
  customerName: 'Anna Kovács',
};

export const statusChangedEvent = {
  seq: 42,
  eventId: '9b2f4c1e-6a7d-4e3b-8c55-1d2e3f4a5b6c',
  type: 'status-changed',
  occurredAt: '2026-03-14T12:20:00.000Z',
  orderId: order.orderId,
  order: orderSummary,
  previousStatus: 'PLACED',
};
