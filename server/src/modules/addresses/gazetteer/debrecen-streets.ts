/**
 * DEMO DATA. A hand-made list of real Debrecen streets with approximate coordinates (a point on the
 * street, rounded to about 20 m), for the embedded mode and the tests, where Google Places cannot be
 * reached. Some lie inside the 5 km delivery zone around the restaurant (Bajcsy-Zsilinszky u. 2) and
 * some outside it (Józsa, Pallag, the roads out of town). Production with GOOGLE_MAPS_API_KEY set
 * uses Google's autocomplete and geocoding instead; never treat these points as survey data.
 */
export interface GazetteerStreet {
  street: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export const GAZETTEER_CITY = 'Debrecen';

export const DEBRECEN_STREETS: readonly GazetteerStreet[] = [
  // Belváros (the centre, around the restaurant)
  { street: 'Piac utca', zip: '4025', latitude: 47.5293, longitude: 21.6253 },
  { street: 'Bajcsy-Zsilinszky utca', zip: '4025', latitude: 47.53, longitude: 21.6232 },
  { street: 'Kossuth utca', zip: '4024', latitude: 47.5312, longitude: 21.6289 },
  { street: 'Széchenyi utca', zip: '4025', latitude: 47.5318, longitude: 21.6196 },
  { street: 'Hatvan utca', zip: '4025', latitude: 47.5279, longitude: 21.6302 },
  { street: 'Batthyány utca', zip: '4025', latitude: 47.5339, longitude: 21.6246 },
  { street: 'Simonffy utca', zip: '4025', latitude: 47.5322, longitude: 21.6228 },
  { street: 'Kálvin tér', zip: '4026', latitude: 47.5336, longitude: 21.6278 },
  { street: 'Péterfia utca', zip: '4026', latitude: 47.5385, longitude: 21.6268 },
  { street: 'Hunyadi János utca', zip: '4026', latitude: 47.5372, longitude: 21.6221 },
  { street: 'Darabos utca', zip: '4026', latitude: 47.5266, longitude: 21.6236 },
  { street: 'Arany János utca', zip: '4025', latitude: 47.529, longitude: 21.6208 },
  { street: 'Rákóczi utca', zip: '4024', latitude: 47.5349, longitude: 21.6309 },
  { street: 'Csapó utca', zip: '4029', latitude: 47.5296, longitude: 21.615 },
  { street: 'Miklós utca', zip: '4025', latitude: 47.534, longitude: 21.6168 },
  { street: 'Wesselényi utca', zip: '4026', latitude: 47.5277, longitude: 21.6172 },
  { street: 'Dózsa György utca', zip: '4025', latitude: 47.5236, longitude: 21.63 },
  { street: 'Szent Anna utca', zip: '4024', latitude: 47.5283, longitude: 21.628 },
  { street: 'Burgundia utca', zip: '4024', latitude: 47.522, longitude: 21.6246 },
  { street: 'Nyíl utca', zip: '4025', latitude: 47.5327, longitude: 21.6351 },
  { street: 'Baross utca', zip: '4029', latitude: 47.5262, longitude: 21.611 },
  { street: 'Bethlen utca', zip: '4026', latitude: 47.5238, longitude: 21.6195 },
  { street: 'Dósa nádor tér', zip: '4025', latitude: 47.5335, longitude: 21.6402 },
  { street: 'Honvéd utca', zip: '4025', latitude: 47.5293, longitude: 21.642 },
  { street: 'Egressy Béni utca', zip: '4025', latitude: 47.5256, longitude: 21.6352 },
  { street: 'Ady Endre utca', zip: '4026', latitude: 47.5356, longitude: 21.6203 },
  { street: 'Bem tér', zip: '4026', latitude: 47.539, longitude: 21.6177 },
  { street: 'Hajnal utca', zip: '4025', latitude: 47.535, longitude: 21.6379 },
  { street: 'Segner tér', zip: '4026', latitude: 47.5244, longitude: 21.616 },
  { street: 'Budai Ézsaiás utca', zip: '4024', latitude: 47.5248, longitude: 21.634 },
  { street: 'Nagysándor József utca', zip: '4025', latitude: 47.5322, longitude: 21.6481 },
  // Around the ring road and the inner districts
  { street: 'Móricz Zsigmond körút', zip: '4032', latitude: 47.5362, longitude: 21.6132 },
  { street: 'Bartók Béla út', zip: '4031', latitude: 47.5312, longitude: 21.6055 },
  { street: 'Faraktár utca', zip: '4029', latitude: 47.5228, longitude: 21.6059 },
  { street: 'Kishegyesi út', zip: '4031', latitude: 47.5198, longitude: 21.605 },
  { street: 'Vágóhíd utca', zip: '4034', latitude: 47.5243, longitude: 21.6408 },
  { street: 'Víztorony utca', zip: '4026', latitude: 47.5425, longitude: 21.6103 },
  { street: 'Ótemető utca', zip: '4028', latitude: 47.5405, longitude: 21.607 },
  { street: 'Csigekert utca', zip: '4030', latitude: 47.5195, longitude: 21.5995 },
  { street: 'Derék utca', zip: '4030', latitude: 47.5108, longitude: 21.6159 },
  // Nagyerdő and the university
  { street: 'Egyetem sugárút', zip: '4032', latitude: 47.5521, longitude: 21.6241 },
  { street: 'Nagyerdei körút', zip: '4032', latitude: 47.5568, longitude: 21.6298 },
  { street: 'Kartács utca', zip: '4032', latitude: 47.5502, longitude: 21.6318 },
  { street: 'Thomas Mann utca', zip: '4032', latitude: 47.5436, longitude: 21.6384 },
  { street: 'Böszörményi út', zip: '4032', latitude: 47.5458, longitude: 21.6014 },
  { street: 'Jerikó utca', zip: '4032', latitude: 47.5352, longitude: 21.5956 },
  { street: 'Pallagi út', zip: '4032', latitude: 47.5681, longitude: 21.6305 },
  // East and north-east
  { street: 'Füredi út', zip: '4032', latitude: 47.5458, longitude: 21.652 },
  { street: 'Kassai út', zip: '4028', latitude: 47.5475, longitude: 21.6562 },
  { street: 'Sámsoni út', zip: '4030', latitude: 47.5493, longitude: 21.6697 },
  { street: 'Vezér utca', zip: '4031', latitude: 47.5558, longitude: 21.6661 },
  { street: 'Monostorpályi út', zip: '4030', latitude: 47.5134, longitude: 21.6652 },
  // West and south: the housing estates
  { street: 'Sumen utca', zip: '4031', latitude: 47.5277, longitude: 21.5883 },
  { street: 'Tócóskert tér', zip: '4031', latitude: 47.5235, longitude: 21.5905 },
  { street: 'István út', zip: '4031', latitude: 47.5184, longitude: 21.5852 },
  { street: 'Diószegi út', zip: '4031', latitude: 47.5057, longitude: 21.6003 },
  { street: 'Szoboszlói út', zip: '4031', latitude: 47.5128, longitude: 21.5935 },
  { street: 'Mikepércsi út', zip: '4030', latitude: 47.499, longitude: 21.6183 },
  // Outside the 5 km zone
  { street: 'Szentgyörgyfalvi út', zip: '4225', latitude: 47.5884, longitude: 21.5681 },
  { street: 'Mezőgazdász utca', zip: '4032', latitude: 47.5923, longitude: 21.645 },
  { street: 'Vámospércsi út', zip: '4030', latitude: 47.493, longitude: 21.689 },
  { street: 'Ondódi út', zip: '4030', latitude: 47.51, longitude: 21.71 },
  { street: 'Ebesi út', zip: '4030', latitude: 47.488, longitude: 21.556 },
  { street: 'Hajdúsámsoni út', zip: '4033', latitude: 47.578, longitude: 21.705 },
  { street: 'Nyíregyházi út', zip: '4031', latitude: 47.565, longitude: 21.683 },
  { street: 'Balmazújvárosi út', zip: '4002', latitude: 47.565, longitude: 21.556 },
  { street: 'Kismacsi út', zip: '4002', latitude: 47.618, longitude: 21.59 },
];
