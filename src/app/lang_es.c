/* lang_es.c — the game's Spanish strings.
 *
 * Terms of the Spanish edition's rulebook (rulebook-es.txt), used as printed: Fortaleza, Palacio
 * del Conde, Mercado (Great Hall), Ayuntamiento, Catedral, Obispado; Influencia, Fortuna
 * (deniers), Sabiduría (knowledge); Ciudadanos and their caminos (tracks); the barrios Nobleza,
 * Pueblo and Clero; Edificios de prestigio / de oficio (work buildings); Plaza, rueda,
 * círculo pequeño, ventana; mitad del día; bonificación de vínculo (the lozenges), de columna and
 * de camino; Banquetes y Asaltos; Hazañas (achievements); puntos de Victoria (PV). Game terms keep
 * the rulebook's capitals. The player is addressed as "tú", as in the rulebook.
 * Ours: "segmento" for a slot of the small layer (the rulebook's word for its parts), "casilla"
 * for a cell, the achievements' names, and every on-screen wording.
 */
#include "app_lang_internal.h"

const char *const tr_table_es[TR_COUNT] = {
    [TR_LANG_NAME] = "Español",
    [TR_GAME_TITLE] = "Troyes Dice",

    [TR_COLOUR_RED] = "rojo",
    [TR_COLOUR_YELLOW] = "amarillo",
    [TR_COLOUR_WHITE] = "blanco",
    [TR_COLOUR_F_RED] = "roja",
    [TR_COLOUR_F_YELLOW] = "amarilla",
    [TR_COLOUR_F_WHITE] = "blanca",
    [TR_COLOUR_CAP_RED] = "Rojo",
    [TR_COLOUR_CAP_YELLOW] = "Amarillo",
    [TR_COLOUR_CAP_WHITE] = "Blanco",
    [TR_DIE_RED] = "%d rojo",
    [TR_DIE_YELLOW] = "%d amarillo",
    [TR_DIE_WHITE] = "%d blanco",
    [TR_DIE_BLACK] = "%d negro",
    [TR_DIE_FREE] = "%s gratis",
    [TR_DIE_PRICED] = "%s por %s",
    [TR_DIE_KEY] = "%s (tecla %d)",
    [TR_TRACK_RED] = "camino de ciudadanos rojos",
    [TR_TRACK_YELLOW] = "camino de ciudadanos amarillos",
    [TR_TRACK_WHITE] = "camino de ciudadanos blancos",
    [TR_DISTRICT_RED] = "Nobleza",
    [TR_DISTRICT_YELLOW] = "Pueblo",
    [TR_DISTRICT_WHITE] = "Clero",
    [TR_RES_INFLUENCE] = "influencia",
    [TR_RES_DENIERS] = "fortuna",
    [TR_RES_KNOWLEDGE] = "sabiduría",
    [TR_RES_CAP_INFLUENCE] = "Influencia",
    [TR_RES_CAP_DENIERS] = "Fortuna",
    [TR_RES_CAP_KNOWLEDGE] = "Sabiduría",
    [TR_RES_ONE_INFLUENCE] = "influencia",
    [TR_RES_ONE_DENIERS] = "fortuna",
    [TR_RES_ONE_KNOWLEDGE] = "sabiduría",
    [TR_AMOUNT_ONE_INFLUENCE] = "%d de influencia",
    [TR_AMOUNT_ONE_DENIERS] = "%d de fortuna",
    [TR_AMOUNT_ONE_KNOWLEDGE] = "%d de sabiduría",
    [TR_AMOUNT_INFLUENCE] = "%d de influencia",
    [TR_AMOUNT_DENIERS] = "%d de fortuna",
    [TR_AMOUNT_KNOWLEDGE] = "%d de sabiduría",
    [TR_ROW_FORTRESS] = "Fortaleza",
    [TR_ROW_PALACE] = "Palacio del Conde",
    [TR_ROW_GREAT_HALL] = "Mercado",
    [TR_ROW_CITY_HALL] = "Ayuntamiento",
    [TR_ROW_CATHEDRAL] = "Catedral",
    [TR_ROW_BISHOPRIC] = "Obispado",
    [TR_ROW_A_FORTRESS] = "una Fortaleza",
    [TR_ROW_A_PALACE] = "un Palacio del Conde",
    [TR_ROW_A_GREAT_HALL] = "un Mercado",
    [TR_ROW_A_CITY_HALL] = "un Ayuntamiento",
    [TR_ROW_A_CATHEDRAL] = "una Catedral",
    [TR_ROW_A_BISHOPRIC] = "un Obispado",
    [TR_CHARACTER_1] = "Hugues de Payns",
    [TR_CHARACTER_2] = "Isabeau de Bavière",
    [TR_CHARACTER_3] = "Thibaut II",
    [TR_CHARACTER_4] = "Jeanne de Champagne",
    [TR_CHARACTER_5] = "Urbain IV",
    [TR_CHARACTER_6] = "Marie de Champagne",
    [TR_PRESTIGE] = "prestigio",
    [TR_WORK] = "oficio",
    [TR_ACTION_GAIN] = "Obtener",
    [TR_ACTION_PRESTIGE] = "Prestigio",
    [TR_ACTION_WORK] = "Oficio",
    [TR_BOT_RANDOM] = "Aleatorio",
    [TR_BOT_GREEDY] = "Codicioso",
    [TR_BOT_EXPERT] = "Experto",
    [TR_BOT_BEGINNER] = "Principiante",
    [TR_BOT_CASUAL] = "Ocasional",
    [TR_BOT_REGULAR] = "Habitual",
    [TR_NUMBERING_STANDARD] = "Estándar",
    [TR_NUMBERING_RANDOM] = "Aleatoria",
    [TR_NUMBERING_EXPERT] = "Libre",
    [TR_VP] = "%d PV",
    [TR_BTN_BACK] = "Volver",
    [TR_BTN_NEXT] = "Siguiente",
    [TR_BTN_PREVIOUS] = "Anterior",

    [TR_SHEET_CITIZENS] = "Ciudadanos",
    [TR_SHEET_CHARACTERS] = "Personajes",
    [TR_SHEET_COLUMN] = "col. %d",
    [TR_SHEET_TOTALS] = "Recursos +%d PV   Ciudadanos +%d PV",

    [TR_WHEEL_BANQUET] = "Banquete %d",
    [TR_WHEEL_RAID] = "Asalto %d",
    [TR_WHEEL_FREE] = "gratis",
    [TR_PRICE_ANY] = "1 recurso a elegir",
    [TR_WHEEL_DAY] = "día",
    [TR_WHEEL_ATTACKS] = "¡ataques!",
    [TR_WHEEL_AM] = "mañana",
    [TR_WHEEL_PM] = "tarde",
    [TR_TILE_BANQUET_1] = "±2 por inf.",
    [TR_TILE_BANQUET_2] = "color: 1 S",
    [TR_TILE_BANQUET_3] = "dado gratuito",
    [TR_TILE_BANQUET_4] = "Fortaleza +2 ciu.",
    [TR_TILE_BANQUET_5] = "Catedral +1 c/u",
    [TR_TILE_BANQUET_6] = "Mercado +1 dado",
    [TR_TILE_BANQUET_7] = "oficio +1 ciu.",
    [TR_TILE_BANQUET_8] = "negro inofensivo",
    [TR_TILE_RAID_1] = "valor fijo",
    [TR_TILE_RAID_2] = "color fijo",
    [TR_TILE_RAID_3] = "+1 fortuna",
    [TR_TILE_RAID_4] = "+1 influencia",
    [TR_TILE_RAID_5] = "+1 sabiduría",
    [TR_TILE_RAID_6] = "sin prestigio",
    [TR_TILE_RAID_7] = "valor 0",
    [TR_TILE_RAID_8] = "2.º dado negro",
    [TR_TIP_TILE_BANQUET_1] = "Cada influencia mueve el valor de este dado en 1 o en 2, como prefieras.",
    [TR_TIP_TILE_BANQUET_2] = "Cambiar de color cuesta 1 de sabiduría en lugar de 2.",
    [TR_TIP_TILE_BANQUET_3] = "Este dado es gratis: no se paga el coste de su segmento.",
    [TR_TIP_TILE_BANQUET_4] = "Una Fortaleza construida con él da también 1 ciudadano rojo y 1 amarillo o blanco.",
    [TR_TIP_TILE_BANQUET_5] = "Una Catedral construida con él da también 1 de cada recurso.",
    [TR_TIP_TILE_BANQUET_6] = "Un Mercado construido con él cuenta un dado más del color que necesita.",
    [TR_TIP_TILE_BANQUET_7] = "Un edificio de oficio construido con él da 1 ciudadano más de su color.",
    [TR_TIP_TILE_BANQUET_8] = "El dado negro que cae aquí no destruye nada y se elige como un dado de este color.",
    [TR_TIP_TILE_RAID_1] = "La influencia no puede alterar el valor de este dado.",
    [TR_TIP_TILE_RAID_2] = "No se puede cambiar el color de este dado.",
    [TR_TIP_TILE_RAID_3] = "1 de fortuna además del coste del segmento.",
    [TR_TIP_TILE_RAID_4] = "1 de influencia además del coste del segmento.",
    [TR_TIP_TILE_RAID_5] = "1 de sabiduría además del coste del segmento.",
    [TR_TIP_TILE_RAID_6] = "Este dado no puede construir un edificio de prestigio.",
    [TR_TIP_TILE_RAID_7] = "Este dado vale 0: la influencia puede subirlo; el 0 no corresponde a ninguna columna.",
    [TR_TIP_TILE_RAID_8] = "Un dado aquí es un segundo dado negro: no se puede elegir y destruye también su plaza.",
    [TR_TIP_TILE_LATER] = "Cara de Asalto, cuando el dado negro destruya su plaza:",
    [TR_TIP_TILE_RAID_8_ATTACK] = "Desde el día 3, cada hoja pierde también la casilla de dado de su valor en este color (una Fortaleza la protege).",
    [TR_TIP_CIT_15_HEAD] = "15.º ciudadano",
    [TR_TIP_CIT_15] = "En este camino: construye %s o %s en una casilla libre de su fila (se pierde si ninguno tiene una).",
    [TR_TIP_CIT_20_HEAD] = "20.º ciudadano",
    [TR_TIP_CIT_20] = "Da 1 ciudadano de cada uno de los otros dos colores.",
    [TR_TIP_CIT_COL_HEAD] = "Columna de ciudadanos %d",
    [TR_TIP_CIT_COL3] = "Cuando los tres caminos llegan a ella: 1 de influencia, 1 de fortuna y 1 de sabiduría.",
    [TR_TIP_CIT_COLWORK] = "Cuando los tres caminos llegan a ella: construye un edificio de oficio a tu elección, de cualquier color.",

    [TR_PLAY_NOTE_BLACK_DIE] = "El dado negro no se puede elegir.",
    [TR_PLAY_NOTE_FORCED] = "Una bonificación dibujó %s (su única casilla libre).",
    [TR_LOST_CIT15] = "15.º ciudadano %s: ninguna casilla libre para %s ni para %s, así que su edificio se pierde.",
    [TR_LOST_WORK] = "Columna de ciudadanos %d: ninguna casilla libre de edificio de oficio, así que su "
                     "edificio se pierde.",
    [TR_LOST_SHORT_CIT15] = "se pierde el edificio del 15.º ciudadano %s (ninguna casilla libre)",
    [TR_LOST_SHORT_WORK] = "se pierde el edificio de la Columna de ciudadanos %d (ninguna casilla libre)",
    [TR_PLAY_NOTE_DESTROYED] = "Esa plaza está destruida en esta mitad del día.",
    [TR_PLAY_NOTE_CANNOT_PAY] = "No puedes pagar ese dado.",
    [TR_PLAY_NOTE_NOT_ALLOWED] = "No permitido: %s.",
    [TR_PLAY_NOTE_DIE_SET] = "El %s como %s (%s): otro clic en la casilla, o Confirmar.",
    [TR_PLAY_NOTE_PICK_DIE] = "Primero elige un dado (teclas %s).",
    [TR_PLAY_NOTE_PICK_ACTION] = "Elige qué hacer con él: obtener, prestigio u oficio.",
    [TR_PLAY_NOTE_ENTER_AGAIN] = "Intro otra vez lo juega; Tab elige otra acción.",
    [TR_PLAY_NOTE_NOTHING_TO_UNDO] = "Nada que deshacer: una tirada nunca se deshace.",
    [TR_PLAY_NOTE_SHEETS_HIDDEN] = "Las hojas están ocultas: cada jugador solo ve la suya.",
    [TR_PLAY_NOTE_REVEALED_NO_UNDO] = "Las jugadas de todos están a la vista: esta mitad del día ya no se puede deshacer.",
    [TR_PLAY_NOTE_OVER_NO_UNDO] = "La partida ha terminado y está puntuada: ya no se pueden deshacer sus jugadas.",
    [TR_PLAY_NOTE_BOT_NO_UNDO] = "%s juega solo: sus jugadas no se deshacen.",
    [TR_PLAY_NOTE_HINT] = "Pistas: numeradas en tu hoja; un clic en una, o H, la prepara.",
    [TR_PLAY_NOTE_THINKING] = "El experto sopesa tus opciones…",
    [TR_PLAY_NOTE_BOT_REFUSED] = "La jugada de %s ha sido rechazada (%s).",
    [TR_PLAY_NOTE_BOT_MOVE] = "%s: %s.",
    [TR_PLAY_NOTE_BOT_CHOSE] = "%s ya ha elegido.",
    [TR_MOVE_GAIN] = "el %s, obtiene %s",
    [TR_MOVE_BUILD] = "el %s, construye %s",
    [TR_MOVE_GAIN_AS] = "el %s como %s, obtiene %s",
    [TR_MOVE_BUILD_AS] = "el %s como %s, construye %s",
    [TR_MOVE_FALLBACK] = "no podía pagar ningún dado: 1 de cada recurso",
    [TR_MOVE_BONUS_BUILD] = "bonificación: %s en la columna %d",
    [TR_MOVE_CITIZEN] = "un ciudadano %s",
    [TR_MOVE_ROLLED] = "ha tirado los dados",
    [TR_BANNER_BANQUET8] =
        "El %d negro ha caído en el Banquete 8: no destruye nada y puede usarse como dado %s.",
    [TR_BANNER_DESTROYS] = "El %d negro destruye la plaza %s.",
    [TR_BANNER_RAID8] = " El dado %s %d, sobre el Asalto 8, es un segundo dado negro: también destruye su plaza.",
    [TR_BANNER_CROSSED_YOU] = " En tu barrio %s se tacha la casilla de dado %d.",
    [TR_BANNER_CROSSED_NAMED] = " %s: en el barrio %s se tacha la casilla de dado %d.",
    [TR_BANNER_ALREADY] = " En el barrio %s, la casilla de dado %d ya estaba tachada.",
    [TR_BANNER_PROTECTED] = " Una Fortaleza protege la columna %d: no se pierde nada.",
    [TR_BANNER_FROM_DAY3] = " (Las hojas sufren ataques a partir del día 3.)",
    [TR_BANNER_THEN] = ", luego %s",
    [TR_NEED_PRESTIGE] = "15.º ciudadano %s: construye %s o %s en una casilla resaltada.",
    [TR_NEED_WORK] = "Bonificación de columna: construye el edificio de oficio que "
                     "quieras en una casilla resaltada.",
    [TR_NEED_OVERFLOW] = "Tu %s está completo: haz clic en el camino que recibirá a este ciudadano.",
    [TR_NEED_BANQUET4] = "Banquete 4: toma un ciudadano amarillo o blanco (haz clic en su camino).",
    [TR_PLAY_PROGRESS_TITLE] = "Hazañas a tu alcance en esta partida",
    [TR_PLAY_PROG_PLAYED_SOLO] = "3 partidas en solitario",
    [TR_PLAY_PROG_PLAYED_MULTI] = "3 partidas con más jugadores",
    [TR_PLAY_PROG_PLAYED_EXPANSION] = "3 partidas con la expansión",
    [TR_PLAY_PROG_SCORE_45] = "Terminar con 45 PV",
    [TR_PLAY_PROG_SCORE_55] = "Terminar con 55 PV",
    [TR_PLAY_PROG_SCORE_65] = "Terminar con 65 PV",
    [TR_PLAY_PROG_WIN_MULTI_60] = "Ganar con más de 60 PV",
    [TR_PLAY_PROG_CHARACTER_18] = "18 PV de un solo personaje",
    [TR_PLAY_PROG_CITIZENS_40] = "40 ciudadanos",
    [TR_PLAY_PROG_PRESTIGE_ROW] = "Una fila de prestigio completa",
    [TR_PLAY_PROG_WORK_ROW] = "Una fila de oficios completa",
    [TR_PLAY_PROG_RESOURCE_TRACK] = "Un camino de recursos completo",
    [TR_PLAY_PROG_CITIZEN_TRACK] = "Un camino de ciudadanos completo",
    [TR_PLAY_PROG_TIP_NOW] = "Esta hoja lleva %d de %d por ahora.",
    [TR_PLAY_PROG_TIP_VP] = "La barra cuenta los PV que la hoja sumaría ahora: gastar recursos la hace bajar.",
    [TR_PLAY_PROG_TIP_ROW] = "Una casilla tachada en una fila cierra esa fila para esta hazaña.",
    [TR_PLAY_HINTS_TITLE] = "Las pistas del experto",
    [TR_PLAY_HINT_PAY] = ", paga %s",
    [TR_PLAY_HINT_DIE_GAIN] = "Toma el %s: obtén %s",
    [TR_PLAY_HINT_DIE_BUILD] = "Toma el %s: construye %s",
    [TR_PLAY_HINT_DIE_GAIN_AS] = "Toma el %s como %s: obtén %s",
    [TR_PLAY_HINT_DIE_BUILD_AS] = "Toma el %s como %s: construye %s",
    [TR_PLAY_HINT_FALLBACK] = "Ningún dado pagable: obtén 1 de cada recurso",
    [TR_PLAY_HINT_BONUS_BUILD] = "Construye %s en la columna %d",
    [TR_PLAY_HINT_CITIZEN] = "Toma un ciudadano %s",
    [TR_PLAY_HINTS_ALIKE] = "Las pistas del experto: cualquiera vale",
    [TR_PLAY_HINTS_COLUMN] = "Puntuación final jugando luego como el experto",
    [TR_BAR_OVER] = "La partida ha terminado",
    [TR_BAR_MORNING] = "Día %d de 8 · mañana",
    [TR_BAR_AFTERNOON] = "Día %d de 8 · tarde",
    [TR_BTN_HINT] = "Pista",
    [TR_BTN_UNDO] = "Deshacer",
    [TR_BTN_SOUND] = "Sonido",
    [TR_BTN_SOUND_OFF] = "Sin sonido",
    [TR_PANEL_OVER] = "Ha terminado la octava tarde: puntuación final.",
    [TR_BTN_SEE_SCORES] = "Ver las puntuaciones",
    [TR_PANEL_DAY1] = "Comienza el día 1. Tira los cuatro dados.",
    [TR_PANEL_ALL_CHOSEN] = "Todos han elegido.",
    [TR_PANEL_ALL_CHOSEN_ROLL] = "Todos han elegido. Tira para la siguiente mitad del día.",
    [TR_BTN_ROLL] = "Tirar los dados",
    [TR_BTN_REVEAL] = "Mostrar las elecciones",
    [TR_BTN_PASS] = "Pasar el turno",
    [TR_PANEL_WAITING_ONE] = "%s ya ha elegido. Esperando a %d jugador más...",
    [TR_PANEL_WAITING_MANY] = "%s ya ha elegido. Esperando a %d jugadores más...",
    [TR_PANEL_PASS] = "%s, tu elección está en tu hoja.",
    [TR_PANEL_HELD] = "Deshacer la anula hasta que se muestren las elecciones: todos han elegido.",
    [TR_PANEL_PASS_NEXT] = "Deshacer la anula hasta que pases el turno. Después elige %s.",
    [TR_PANEL_PEEK] = "Se muestra la hoja de %s.",
    [TR_PANEL_PEEK_BACK] = "Intro, o un nombre en la barra de arriba, vuelve a la hoja de %s.",
    [TR_PANEL_ARROWS] = "Un clic toma una opción resaltada; las flechas o Intro muestran una, e Intro la toma.",
    [TR_PANEL_ENTER_TAKES] = "Intro: %s",
    [TR_PANEL_MOVE_SCORE] = "Esta jugada: %+d PV",
    [TR_PANEL_NO_DIE] = "No puedes pagar ningún dado y ninguno es gratis.",
    [TR_PANEL_FALLBACK_GAIN] = "En su lugar, obtienes 1 de influencia, 1 de fortuna y 1 de sabiduría.",
    [TR_BTN_FALLBACK] = "Tomar 1 de cada recurso",
    [TR_PANEL_PICK_DIE] = "%s: elige un dado en la rueda.",
    [TR_PANEL_PICK_DIE_KEYS] = "%s: elige un dado en la rueda (teclas %s).",
    [TR_PANEL_KEYS_RANGE] = "%d-%d",
    [TR_PANEL_TARGETS] = "Un dado resalta sus casillas, las tres mejores con su coste; señala una fila para ver las demás y su coste.",
    [TR_PANEL_PAY_WITH] = "Pagar con",
    [TR_PANEL_PAY_ONE] = "1 %s",
    [TR_PANEL_DIE_COSTS] = "El %s cuesta %s.",
    [TR_PANEL_DIE_FREE] = "El %s es gratuito.",
    [TR_PANEL_DIE_COSTS_RAID] = "El %s cuesta %s, más %s por el Asalto.",
    [TR_PANEL_DIE_RAID] = "El %s cuesta %s por el Asalto.",
    [TR_PANEL_DIE_IN_ALL] = "El %s con los cambios: %s.",
    [TR_PLAY_NOTE_RAID] = "Asalto: el %s cuesta %s más.",
    [TR_PANEL_VALUE] = "Valor",
    [TR_PANEL_COLOUR] = "Color",
    [TR_PANEL_COST_TIMES] = "%d×",
    [TR_TIP_VALUE_COST] = "Cambiar el valor a %d cuesta %s.",
    [TR_TIP_COLOUR_COST] = "Cambiar el color a %s cuesta %s.",
    [TR_BTN_CONFIRM] = "Confirmar (Intro)",
    [TR_BTN_MENU] = "Menú",
    [TR_PAUSE_TITLE] = "Pausa",
    [TR_PAUSE_RESUME] = "Reanudar",
    [TR_PAUSE_RULES] = "Reglas",
    [TR_PAUSE_SETTINGS] = "Ajustes",
    [TR_PAUSE_SAVE_LEAVE] = "Guardar y salir",
    [TR_PAUSE_RESTART_LESSON] = "Reiniciar la lección",
    [TR_PAUSE_LEAVE_LESSON] = "Salir de la lección",
    [TR_PAUSE_FOOT] = "Tras Guardar y salir, Continuar (pantalla de título) retoma la partida.",
    [TR_PAUSE_FOOT_LESSON] = "La lección guarda su sitio: Seguir la lección, en la pantalla de título.",
    [TR_EXPLAIN_HEAD] = "%s · columna %d",
    [TR_EXPLAIN_ON_TRACK] = "+%d en el %s",
    [TR_EXPLAIN_GIVES] = "Dibujarlo da %s.",
    [TR_EXPLAIN_FORTRESS] = "Además protege los dados de esta columna, en los tres barrios, de los ataques siguientes.",
    [TR_EXPLAIN_HALL] = "Dibujarlo da %s por cada dado %s disponible en esta mitad del día.",
    [TR_EXPLAIN_CATHEDRAL] = "Desbloquea a %s: cada casilla «%s» dibujada da 1, 2 o 3 PV, según esta Catedral sea tu 1.ª–2.ª, 3.ª–4.ª o 5.ª–6.ª.",
    [TR_EXPLAIN_DRAWN] = "Ya dibujado.",
    [TR_EXPLAIN_CROSSED] = "Tachado: ya no se puede dibujar.",
    [TR_EXPLAIN_PICK] = "Elige un dado para ver lo que costaría.",
    [TR_EXPLAIN_LINK_HEAD] = "Vínculo · %s, columnas %d y %d",
    [TR_EXPLAIN_LINK] = "Con los dos edificios dibujados: %s. Se pierde para siempre si uno se tacha.",
    [TR_EXPLAIN_LINK_GAINED] = "Conseguido.",
    [TR_EXPLAIN_LINK_LOST] = "Perdido: uno de los dos está tachado.",
    [TR_GUIDE_BTN] = "Leer la hoja",
    [TR_GUIDE_TITLE] = "Cómo leer tu hoja",
    [TR_GUIDE_FOOT] = "Señala una casilla para ver el detalle. G, Esc o un clic aquí cierra esta guía.",
    [TR_GUIDE_TIP] = "Tu hoja está a la derecha: su botón Leer la hoja (o G) explica qué indica cada fila.",
    [TR_GUIDE_BOXES_NAME] = "Casillas de dado",
    [TR_GUIDE_BOXES] = "Un dado actúa en el barrio de su color, en la columna cuya casilla muestra su valor. Desde el día 3, el dado negro tacha casillas.",
    [TR_GUIDE_FORTRESS] = "Da el ciudadano mostrado y protege de los ataques las casillas de dado de su columna.",
    [TR_GUIDE_PALACE] = "Da los ciudadanos mostrados. Un rombo entre dos casillas da su bonificación cuando ambas están construidas.",
    [TR_GUIDE_TRACKS_NAME] = "Caminos de recursos",
    [TR_GUIDE_TRACKS] = "Los círculos rodeados son lo que tienes (3 al empezar); gastar los tacha. Los círculos 6, 12 y 18 dan un ciudadano.",
    [TR_GUIDE_RESOURCES_NAME] = "Recursos",
    [TR_GUIDE_RESOURCES] = "La influencia (roja) cambia el valor de un dado, 1 por paso; la sabiduría (blanca) su color, por 2; la fortuna (amarilla) paga los precios de la rueda. 2 guardados: 1 PV.",
    [TR_GUIDE_GREAT_HALL] = "Da lo mostrado una vez por cada dado disponible del color del cuadrado en esta mitad del día.",
    [TR_GUIDE_CITY_HALL] = "Da los ciudadanos mostrados.",
    [TR_GUIDE_CATHEDRAL] = "Desbloquea el personaje de su columna (a la derecha): al final, 1, 2 o 3 PV por cada edificio de ese tipo.",
    [TR_GUIDE_BISHOPRIC] = "Da los ciudadanos mostrados.",
    [TR_GUIDE_COLUMNS_NAME] = "Columnas 3, 6, 11",
    [TR_GUIDE_COLUMNS] = "Cuando los tres caminos de ciudadanos llegan a una, su bonificación, una vez: en la 3, un recurso de cada tipo; en la 6 y la 11, un edificio de oficio a elegir.",
    [TR_GUIDE_CITIZENS_NAME] = "Ciudadanos",
    [TR_GUIDE_CITIZENS] = "1 PV cada uno, rodeados desde la izquierda. El 15.º de un camino construye uno de los edificios de prestigio mostrados al final; el 20.º da un ciudadano de cada otro color.",
    [TR_TIP_COST] = "Coste:",
    [TR_TIP_COST_DIE] = " %s por el dado,",
    [TR_TIP_COST_RAID] = " +%s por el asalto,",
    [TR_TIP_COST_VALUE] = " %s por el valor,",
    [TR_TIP_COST_COLOUR] = " %s por el color,",
    [TR_TIP_NOTHING] = " nada",
    [TR_TIP_RESOURCES] = "Recursos en total:",
    [TR_TIP_NO_CHANGE] = " sin cambios",
    [TR_TIP_CITIZENS] = "Ciudadanos:",
    [TR_TIP_BUILDINGS] = "Edificios: %d",
    [TR_TIP_CIT_SPLIT] = " (%s)",
    [TR_TIP_CIT_FROM_BUILDING] = "%d del edificio",
    [TR_TIP_CIT_FROM_LINK] = "%d del vínculo",
    [TR_TIP_CIT_FROM_TILE] = "%d del Banquete %d",
    [TR_TIP_WITH_LINK] = ", con bonificación de vínculo",
    [TR_TIP_CATHEDRAL] = " (Catedral)",
    [TR_TIP_MULTIPLIER] = "Multiplicador de Catedral ×%d",
    [TR_TIP_SCORE] = "Cambio de puntuación: %+d PV",
    [TR_TIP_THEN_BONUS] = ", y después una bonificación a elegir",
    [TR_TIP_DIEBOX_CROSSED] = "Esta casilla de dado está tachada: sus edificios se perdieron, pero obtener recursos sigue valiendo.",
    [TR_TIP_COL3_REACHED] = "Columna de ciudadanos 3 alcanzada: 1 de influencia, 1 de fortuna y 1 de sabiduría, incluidos en "
                            "los recursos de arriba.",
    [TR_TIP_COLWORK_REACHED] = "Columna de ciudadanos %d alcanzada: un edificio de oficio como bonificación.",
    [TR_TIP_BTN_HINT_OFF] = "Ahora no: las pistas llegan cuando tienes un dado o una bonificación que elegir.",
    [TR_HINTS_SWITCHED_OFF] = "Las pistas están desactivadas: los Ajustes las vuelven a activar.",
    [TR_TITLE_CONT_SCORES] = "Terminada: sus puntuaciones finales por ver · %s · %s",
    [TR_TIP_BTN_MENU] = "El menú de pausa: reanudar, leer las reglas, cambiar los ajustes, o guardar la partida y volver a la pantalla de título.",
    [TR_TIP_BTN_MENU_KEY] = "Tecla: Esc (sin nada elegido)",
    [TR_TIP_BTN_HINT] = "Las mejores jugadas del experto, numeradas en tu hoja.",
    [TR_TIP_BTN_HINT_KEY] = "Tecla: H (otra vez: prepara la siguiente)",
    [TR_TIP_BTN_UNDO] = "Deshace tu última elección.",
    [TR_TIP_BTN_UNDO_KEY] = "Tecla: Retroceso, o un clic derecho",
    [TR_TIP_BTN_SOUND] = "Activa o silencia el sonido.",
    [TR_TIP_BTN_SOUND_KEY] = "Tecla: M",
    [TR_TIP_ACTION_OFF] = "%s: no con este dado tal como está.",
    [TR_TIP_ACTION_OFF_WHY] = "Ninguna casilla a su alcance para esto: construida, tachada o más cara de lo que puedes pagar.",
    [TR_TIP_DIE_HEAD] = "El %s",
    [TR_TIP_DIE_HEAD_BLACK] = "El %s, usado como dado %s",
    [TR_TIP_DIE_FREE] = "Gratis.",
    [TR_TIP_DIE_PRICE] = "Tomarlo cuesta %s.",
    [TR_TIP_DIE_CHOICE] = "Tomarlo cuesta 1 recurso a elegir.",
    [TR_TIP_DIE_SURCHARGE] = "Un Asalto añade %s.",
    [TR_TIP_DIE_CLICK] = "Haz clic: se iluminan las casillas a su alcance.",
    [TR_TIP_PRICE_MORNING] = "Precio por tomar el dado de al lado esta mañana: %s.",
    [TR_TIP_PRICE_AFTERNOON] = "Precio por tomar el dado de al lado esta tarde: %s.",
    [TR_TIP_PRICE_MORNING_DIE] = "Precio por tomar el %s esta mañana: %s.",
    [TR_TIP_PRICE_AFTERNOON_DIE] = "Precio por tomar el %s esta tarde: %s.",
    [TR_TIP_PRICE_TURNS] = "El anillo interior gira un paso cada día: cada precio sigue a su dado, sobre otra plaza.",
    [TR_TIP_SEAT_HIDDEN] = "Hojas ocultas: la de %s queda oculta hasta que se muestren las elecciones de todos.",
    [TR_TIP_DIE_BLACK] = "El dado negro destruyó su plaza: no se puede tomar en esta mitad del día.",

    [TR_SETUP_PLAYERS] = "Jugadores",
    [TR_SETUP_ADD_PERSON] = "+ Añadir una persona",
    [TR_SETUP_ADD_BOT] = "+ Añadir un bot",
    [TR_SETUP_HUMAN] = "Humano",
    [TR_SETUP_BOT] = "Bot",
    [TR_SETUP_KINDS_HELP] = "Humano: una persona juega el puesto en esta pantalla. Bot: lo juega el ordenador; ◀ ▶ fijan su nivel.",
    [TR_SETUP_PLAYER_N] = "Jugador %d",
    [TR_SETUP_BOT_N] = "Bot %d (%s)",
    [TR_SETUP_NUMBERING] = "Numeración de columnas",
    [TR_SETUP_EXPANSION] = "Expansión Banquetes y Asaltos",
    [TR_SETUP_OPEN_SHEETS] = "Hojas a la vista (sin pantallas de relevo)",
    [TR_SETUP_GAME_ID] = "Código de partida",
    [TR_SETUP_SEED] = "Semilla",
    [TR_SETUP_START] = "Comenzar la partida",

    [TR_HANDOVER_PASS] = "Turno de %s",

    [TR_END_CITIZENS] = "Ciudadanos",
    [TR_END_TOTAL] = "Total",
    [TR_END_NEW_GAME] = "Nueva partida",
    [TR_END_GAME_ID] = "Partida %s",

    [TR_MENU_CONTINUE] = "Continuar",
    [TR_MENU_NEW_GAME] = "Nueva partida",
    [TR_MENU_ACHIEVEMENTS] = "Hazañas",
    [TR_MENU_STATS] = "Estadísticas",
    [TR_MENU_RULES] = "Reglas",
    [TR_MENU_SETTINGS] = "Ajustes",
    [TR_MENU_QUIT] = "Salir",
    [TR_TITLE_TAGLINE] = "Ocho días en la Troyes medieval",

    [TR_SET_TITLE] = "Ajustes",
    [TR_SET_LANGUAGE] = "Idioma",
    [TR_SET_LANG_AUTO] = "Automático (sistema)",
    [TR_SET_SYMBOLS] = "Símbolos para daltónicos",
    [TR_SET_ANIMATION] = "Animaciones",
    [TR_SET_ANIM_OFF] = "Desactivadas",
    [TR_SET_ANIM_SLOW] = "Lentas",
    [TR_SET_ANIM_NORMAL] = "Normales",
    [TR_SET_ANIM_FAST] = "Rápidas",
    [TR_SET_VOLUME] = "Volumen",
    [TR_SET_MUTE] = "Silencio",
    [TR_SET_FULLSCREEN] = "Pantalla completa",
    [TR_SET_UI_SCALE] = "Tamaño de la interfaz",
    [TR_SET_HANDOVER] = "Pantallas de relevo",
    [TR_SET_HINTS] = "Pistas",
    [TR_SET_ON] = "Sí",
    [TR_SET_OFF] = "No",
    [TR_SET_PERCENT] = "%d %%",

    [TR_ACH_TITLE] = "Hazañas",
    [TR_ACH_NAME_PLAYED_SOLO] = "Solo en Troyes",
    [TR_ACH_NAME_PLAYED_MULTI] = "Buena compañía",
    [TR_ACH_NAME_PLAYED_EXPANSION] = "Festines y asaltos",
    [TR_ACH_NAME_SCORE_45] = "Ciudadano respetado",
    [TR_ACH_NAME_SCORE_55] = "Notable",
    [TR_ACH_NAME_SCORE_65] = "Pilar de la ciudad",
    [TR_ACH_NAME_WIN_MULTI_60] = "Campeón de Champaña",
    [TR_ACH_NAME_CHARACTER_18] = "Mecenas",
    [TR_ACH_NAME_CITIZENS_40] = "Calles abarrotadas",
    [TR_ACH_NAME_PRESTIGE_ROW] = "Fila de prestigio",
    [TR_ACH_NAME_WORK_ROW] = "Manos a la obra",
    [TR_ACH_NAME_RESOURCE_TRACK] = "Arcas llenas",
    [TR_ACH_NAME_CITIZEN_TRACK] = "Camino completo",
    [TR_ACH_DESC_PLAYED_SOLO] = "Juega 3 partidas en solitario.",
    [TR_ACH_DESC_PLAYED_MULTI] = "Juega 3 partidas con más jugadores.",
    [TR_ACH_DESC_PLAYED_EXPANSION] = "Juega 3 partidas con la expansión Banquetes y Asaltos.",
    [TR_ACH_DESC_SCORE_45] = "Termina una partida con 45 PV como mínimo.",
    [TR_ACH_DESC_SCORE_55] = "Termina una partida con 55 PV como mínimo.",
    [TR_ACH_DESC_SCORE_65] = "Termina una partida con 65 PV como mínimo.",
    [TR_ACH_DESC_WIN_MULTI_60] = "Gana una partida de varios jugadores con más de 60 PV.",
    [TR_ACH_DESC_CHARACTER_18] = "Consigue 18 PV gracias a un solo personaje.",
    [TR_ACH_DESC_CITIZENS_40] = "Termina una partida con 40 ciudadanos como mínimo.",
    [TR_ACH_DESC_PRESTIGE_ROW] =
        "Termina una partida con todos los edificios de prestigio de una fila dibujados.",
    [TR_ACH_DESC_WORK_ROW] =
        "Termina una partida con todos los edificios de oficio de una fila dibujados.",
    [TR_ACH_DESC_RESOURCE_TRACK] = "Termina una partida con las 18 casillas de un camino de recursos rodeadas: las gastadas (tachadas) también cuentan.",
    [TR_ACH_DESC_CITIZEN_TRACK] =
        "Termina una partida con todos los ciudadanos de un camino rodeados.",
    [TR_ACH_NOT_YET] = "Aún no conseguida",
    [TR_ACH_SUMMARY] = "%d de %d hazañas · partidas jugadas: %lld",

    [TR_STATS_TITLE] = "Estadísticas",
    [TR_STATS_GAMES] = "Partidas jugadas",
    [TR_STATS_WINS] = "Victorias multijugador",
    [TR_STATS_BEST] = "Mejor puntuación",
    [TR_STATS_AVERAGE] = "Puntuación media",
    [TR_STATS_HIGH_SCORES] = "Récords",
    [TR_STATS_NONE] = "Aún no se ha jugado ninguna partida.",
    [TR_STATS_LIST_LOST] = "La lista de estas partidas se perdió con un archivo dañado.",
    [TR_STATS_AVG_CHARACTER] = "PV medios por personaje",

    [TR_RULES_TITLE] = "Reglas",
    [TR_RULES_PAGE_OF] = "Página %d de %d",
    [TR_RULES_KEYS] = "Las flechas pasan las páginas; Esc vuelve atrás.",

    [TR_RULES_P1_TITLE] = "La partida de un vistazo",
    [TR_RULES_P1_TEXT] =
        "Una partida dura 8 días. Cada día tiene una mañana y una tarde: 16 rondas en total, "
        "llamadas mitades del día. Pueden jugar de 1 a 10 personas.\n"
        "Todos comparten los mismos cuatro dados, tres dados transparentes (cada uno toma el color de la plaza que tiene debajo) y uno negro, y cada uno "
        "anota en su propia hoja de puntuación. Todos los jugadores eligen a la vez.\n"
        "En cada mitad del día se tiran los dados sobre la rueda. El dado negro trae problemas; "
        "después, cada jugador toma uno de los otros dados para obtener recursos o levantar un "
        "edificio en uno de los tres barrios de la ciudad: la Nobleza (rojo), el Pueblo "
        "(amarillo) y el Clero (blanco).\n"
        "Los edificios aportan ciudadanos y bonificaciones. Al terminar la octava tarde se "
        "puntúan las Catedrales, los recursos y los ciudadanos. Gana quien sume más puntos de "
        "Victoria; en caso de empate, la victoria se comparte.\n"
        "Las notas marcadas de [R1] a [R8] en estas páginas aclaran puntos que las reglas "
        "impresas dejan abiertos; el juego las sigue.",

    [TR_RULES_P2_TITLE] = "La rueda",
    [TR_RULES_P2_TEXT] =
        "El círculo grande de la rueda tiene nueve huecos, cada uno con una plaza. Cada ficha de "
        "plaza tiene un color en cada cara.\n"
        "[R1] Las nueve fichas son: roja/roja, amarilla/amarilla, blanca/blanca, dos "
        "rojas/amarillas, dos rojas/blancas y dos amarillas/blancas. Al empezar, cada una va a un hueco "
        "al azar y por una cara al azar; una ficha nunca cambia de hueco.\n"
        "[R2] El círculo pequeño tiene una ventana que muestra el día y, en el sentido de las "
        "agujas del reloj, cuatro segmentos claros para la mañana y cuatro oscuros para la tarde. "
        "Cada segmento tiene un coste: el segmento 1 es gratis, el 2 cuesta un recurso a tu "
        "elección, el 3 cuesta 1 de fortuna y el 4 cuesta 2 de fortuna.\n"
        "Tras cada tarde, el círculo pequeño gira un paso en el sentido de las agujas del reloj: "
        "la ventana muestra el día siguiente y cada segmento queda frente a una plaza nueva.",

    [TR_RULES_P3_TITLE] = "Tirar los dados",
    [TR_RULES_P3_TEXT] =
        "Al comienzo de cada mitad del día se tiran los cuatro dados y se colocan en los cuatro "
        "segmentos de esa mitad del día, del valor más bajo en el segmento 1 al más alto en el "
        "segmento 4. Si el dado negro empata con un dado transparente, el dado negro se "
        "considera menor.\n"
        "Un dado transparente toma el color de la plaza sobre la que está: un dado en una plaza "
        "amarilla es un dado amarillo.\n"
        "Después ataca el dado negro: su plaza queda destruida durante esta mitad del día. No se "
        "pueden usar ni esa plaza ni el dado negro, así que quedan tres dados para elegir.\n"
        "Al terminar la mitad del día, la plaza destruida se da la vuelta y vuelve a su hueco: "
        "los colores de la rueda cambian a lo largo de la partida.",

    [TR_RULES_P4_TITLE] = "El ataque del dado negro",
    [TR_RULES_P4_TEXT] =
        "A partir del día 3, el dado negro también ataca todas las hojas de puntuación. Su valor "
        "indica la columna y el color de la plaza destruida indica el barrio: cada jugador tacha "
        "esa casilla de dado en su hoja. Si ya estaba tachado, no se pierde nada más.\n"
        "Al tachar una casilla de dado se tachan también las casillas de prestigio y de oficio de "
        "ese barrio en esa columna que aún no estén construidas: ya no se podrán construir. Un "
        "edificio ya dibujado nunca se pierde.\n"
        "Una Fortaleza protege toda su columna: los dados de los tres barrios de esa columna "
        "quedan a salvo de todos los ataques posteriores. No anula lo que ya se tachó antes.\n"
        "A partir del día 3, la ventana de la rueda lo recuerda.",

    [TR_RULES_P5_TITLE] = "Tu turno: elegir y pagar",
    [TR_RULES_P5_TEXT] =
        "Elige uno de los tres dados que se pueden usar. Varios jugadores pueden elegir el mismo "
        "dado; lo que hagas con él no cambia nada para los demás.\n"
        "Paga el coste de su segmento, más el recargo de un Asalto si lo hay. Para gastar un "
        "recurso, tacha uno de sus círculos rodeados.\n"
        "Después puedes alterar el dado, pagando cada cambio, en el orden que quieras:\n"
        "• Valor: 1 de influencia por cada paso arriba o abajo, entre 1 y 6. Los valores no son "
        "circulares: de 1 a 6 cuesta 5 de influencia.\n"
        "• Color: 2 de sabiduría para convertirlo en cualquiera de los otros dos colores.\n"
        "Si no puedes pagar ningún dado y ninguno es gratis, obtienes a cambio 1 de influencia, "
        "1 de fortuna y 1 de sabiduría, y tu turno termina.",

    [TR_RULES_P6_TITLE] = "Tu turno: las tres acciones",
    [TR_RULES_P6_TEXT] =
        "Con el color y el valor finales de tu dado, haz una de estas acciones:\n"
        "• Obtener recursos: rodea tantos recursos como el valor del dado en el camino de su "
        "color (rojo: influencia, amarillo: fortuna, blanco: sabiduría).\n"
        "• Construir el edificio de prestigio del color del dado en la columna de su valor.\n"
        "• Construir el edificio de oficio del color del dado en la columna de su "
        "valor. Te da 2 ciudadanos de su color.\n"
        "No se puede construir en una casilla donde ya haya un edificio o que esté tachada.\n"
        "Después se resuelven todas las bonificaciones que desencadene tu acción (ver "
        "«Bonificaciones en cadena»).",

    [TR_RULES_P7_TITLE] = "Barrios y numeración",
    [TR_RULES_P7_TEXT] =
        "Cada barrio tiene una fila de edificios de prestigio y una fila de edificios de "
        "oficio. Nobleza (rojo): Fortaleza y Palacio del Conde. Pueblo (amarillo): "
        "Mercado y Ayuntamiento. Clero (blanco): Catedral y Obispado.\n"
        "Los recursos corresponden a los barrios: la influencia (rojo) altera valores, la "
        "fortuna (amarillo) compra dados y la sabiduría (blanco) altera colores. Todos empiezan "
        "con 3 de cada uno.\n"
        "Cada columna tiene un número, el mismo en los tres barrios, y todos los jugadores usan "
        "la misma numeración. Estándar: del 1 al 6. Aleatoria: un dado da el número de la "
        "izquierda y los números suben o bajan de forma cíclica (4 5 6 1 2 3 o 4 3 2 1 6 5). "
        "Libre: cualquier orden, ajustado columna a columna.\n"
        "Lo impreso en una columna pertenece a su lugar en la hoja, no a su número: un dado actúa "
        "en la columna cuya casilla de dado muestra su mismo valor.",

    [TR_RULES_P8_TITLE] = "Fortaleza y Mercado",
    [TR_RULES_P8_TEXT] =
        "Fortaleza: obtienes el ciudadano representado en su casilla (rojo, rojo, amarillo, "
        "amarillo, blanco, blanco, de izquierda a derecha) y proteges su columna de los ataques "
        "posteriores.\n"
        "Mercado: obtienes lo que indica su columna una vez por cada dado disponible del color "
        "que pide. De izquierda a derecha: 3 de influencia por dado rojo, 2 ciudadanos rojos por "
        "dado rojo, 3 de fortuna por dado amarillo, 2 ciudadanos amarillos por dado amarillo, 3 "
        "de sabiduría por dado blanco, 2 ciudadanos blancos por dado blanco.\n"
        "[R3] Los dados disponibles son los dados transparentes que están en las plazas no "
        "destruidas de esta mitad del día, contados según el color de su plaza. El dado que has "
        "elegido cuenta por el color de su plaza, aunque hayas pagado para cambiar su color. El "
        "dado negro nunca cuenta (salvo con el Banquete 8).",

    [TR_RULES_P9_TITLE] = "La Catedral",
    [TR_RULES_P9_TEXT] =
        "Cada Catedral desbloquea la puntuación final de un tipo de edificio, representado por "
        "un personaje: Hugues de Payns (Fortalezas), Isabeau de Bavière (Palacios del Conde), "
        "Thibaut II (Mercados), Jeanne de Champagne (Ayuntamientos), Urbain IV (Catedrales) y "
        "Marie de Champagne (Obispados). En la hoja, cada casilla de Catedral lleva las iniciales "
        "de su tipo: FO, PC, ME, AY, CA y OB, en ese orden.\n"
        "El multiplicador depende de cuántas Catedrales tengas: la 1.ª y la 2.ª dan ×1, la 3.ª y "
        "la 4.ª ×2, la 5.ª y la 6.ª ×3. Se anota al construir la Catedral y no cambia nunca.\n"
        "Al final, cada personaje puntúa su multiplicador por el número de edificios de su tipo "
        "dibujados en tu hoja.",

    [TR_RULES_P10_TITLE] = "Bonificaciones de vínculo",
    [TR_RULES_P10_TEXT] =
        "Algunas casillas vecinas de una fila, en las columnas 1-2, 3-4 o 5-6, comparten un "
        "rombo. En cuanto las dos casillas estén construidas, obtienes la bonificación del "
        "rombo.\n"
        "Si se tacha cualquiera de las dos casillas, ese rombo se pierde para siempre.\n"
        "Fortaleza: 1 ciudadano rojo, 1 amarillo, 1 blanco. Palacio del Conde: 2 ciudadanos "
        "rojos, 3 de influencia. Ayuntamiento: 3 de fortuna, 2 ciudadanos amarillos. Obispado: 3 "
        "de sabiduría, 2 ciudadanos blancos. El Mercado y la Catedral no tienen ninguno.",

    [TR_RULES_P11_TITLE] = "Caminos de recursos",
    [TR_RULES_P11_TEXT] =
        "Cada recurso tiene un camino de 18 círculos; los 3 primeros están rodeados al empezar. "
        "Al obtener, rodea los siguientes círculos vacíos; al gastar, tacha círculos rodeados.\n"
        "Los círculos 6, 12 y 18 dan cada uno 1 ciudadano del color del camino en el momento de "
        "rodearlos, sin importar cuántos recursos tengas entonces.\n"
        "[R4] Lo que se obtenga más allá del círculo 18 se pierde.\n"
        "Al final, cada 2 recursos de un mismo tipo que aún tengas (rodeados y sin tachar) valen "
        "1 PV.",

    [TR_RULES_P12_TITLE] = "Ciudadanos",
    [TR_RULES_P12_TEXT] =
        "Los ciudadanos se rodean de izquierda a derecha en el camino de su color, 20 por "
        "camino. Cada uno vale 1 PV.\n"
        "Bonificaciones de columna, una vez cada una, cuando los tres caminos llegan a la "
        "columna: en la 3, 1 de influencia, 1 de fortuna y 1 de sabiduría; en la 6 y en la 11, "
        "construye el edificio de oficio que quieras (de cualquier color, en "
        "cualquier casilla donde se pueda construir), con su recompensa habitual.\n"
        "[R5] El 15.º ciudadano de un camino te permite construir un edificio de prestigio: camino rojo, un "
        "Mercado o una Catedral; camino amarillo, una Fortaleza o una Catedral; camino blanco, "
        "una Fortaleza o un Mercado, en cualquier casilla de esa fila donde se pueda construir. "
        "Si no hay ninguna casilla posible, la bonificación se pierde.\n"
        "El 20.º ciudadano de un camino da 1 ciudadano de cada uno de los otros dos colores. Un "
        "ciudadano obtenido en un camino completo va a otro camino de tu elección.",

    [TR_RULES_P13_TITLE] = "Bonificaciones en cadena",
    [TR_RULES_P13_TEXT] =
        "Una acción puede desencadenar una cadena: un círculo de recurso da un ciudadano, el "
        "ciudadano completa una columna, la bonificación de columna construye un edificio de "
        "oficio, el edificio completa un vínculo…\n"
        "[R6] Las bonificaciones se resuelven de una en una, en el orden en que se desencadenan. "
        "Cada una es obligatoria salvo que sea imposible.\n"
        "Cuando una bonificación requiere una decisión (qué edificio o casilla, qué camino "
        "recibe un ciudadano, el ciudadano amarillo o blanco del Banquete 4, con qué recurso se "
        "paga el segmento 2), el juego se detiene y resalta las opciones válidas.\n"
        "Un edificio de prestigio construido por una bonificación no usa ningún dado; un Mercado "
        "construido así cuenta los dados disponibles de esta mitad del día.",

    [TR_RULES_P14_TITLE] = "Fin de la partida",
    [TR_RULES_P14_TEXT] =
        "La partida termina tras la octava tarde. Cada jugador puntúa:\n"
        "• Catedrales: por cada una construida, su multiplicador por el número de edificios de "
        "su tipo dibujados.\n"
        "• Recursos: 1 PV por cada 2 que tengas, por separado para cada tipo de recurso.\n"
        "• Ciudadanos: 1 PV por cada ciudadano rodeado.\n"
        "Gana quien tenga el total más alto; los jugadores empatados comparten la victoria.\n"
        "La puntuación que se muestra durante la partida es la que obtendrías si terminara "
        "ahora.",

    [TR_RULES_P15_TITLE] = "Banquetes y Asaltos",
    [TR_RULES_P15_TEXT] =
        "Esta expansión opcional añade 8 fichas de doble cara, de las que se toman 3 al azar en "
        "cada partida. Cada una se coloca junto a una de las tres plazas que tienen el mismo "
        "color en ambas caras, con la cara de Banquete hacia arriba.\n"
        "Una ficha actúa cuando un jugador elige el dado de su plaza, salvo que indique lo "
        "contrario. La cara de Banquete ayuda; la de Asalto perjudica.\n"
        "Cuando el dado negro destruye la plaza de una ficha, la ficha se da la vuelta junto con "
        "la plaza al final de la mitad del día y se queda en su cara de Asalto el resto de la "
        "partida.",

    [TR_RULES_P16_TITLE] = "Fichas 1 a 4",
    [TR_RULES_P16_TEXT] =
        "1. Banquete: cada influencia altera el valor hasta en 2 en lugar de 1. Asalto: la "
        "influencia no puede alterar el valor de este dado.\n"
        "[R7] Con el Banquete 1, cada influencia mueve el valor en 1 o en 2, como prefieras, siempre "
        "entre 1 y 6.\n"
        "2. Banquete: un cambio de color cuesta 1 de sabiduría en lugar de 2. Asalto: no se "
        "puede cambiar el color.\n"
        "3. Banquete: el dado es gratis. Asalto: 1 de fortuna además del coste del segmento.\n"
        "4. Banquete: una Fortaleza construida con este dado da también 1 ciudadano rojo y 1 "
        "ciudadano amarillo o blanco (a tu elección). Asalto: 1 de influencia además del coste "
        "del segmento.",

    [TR_RULES_P17_TITLE] = "Fichas 5 a 8",
    [TR_RULES_P17_TEXT] =
        "5. Banquete: una Catedral construida con este dado da también 1 de cada recurso. "
        "Asalto: 1 de sabiduría además del coste del segmento.\n"
        "6. Banquete: un Mercado construido con este dado cuenta un dado más del color que "
        "necesita. Asalto: este dado no puede construir un edificio de prestigio.\n"
        "7. Banquete: un edificio de oficio construido con este dado da 1 ciudadano "
        "más de su color. Asalto: el valor del dado es 0; la influencia puede subirlo como de "
        "costumbre, pero el 0 no corresponde a ninguna columna.\n"
        "[R8] 8. Banquete: si el dado negro cae aquí, no se destruye nada y el dado negro puede "
        "usarse como un dado transparente del color de esta plaza (cuenta como disponible); la "
        "ficha se gira a su cara de Asalto al final de esa mitad del día. Asalto: un dado transparente aquí "
        "actúa como un segundo dado negro: no se puede elegir, su plaza también queda destruida "
        "y, a partir del día 3, todos tachan en su hoja la casilla de dado de ese valor en el barrio del color de esta "
        "plaza (una Fortaleza sigue protegiendo).",

    [TR_RULES_P18_TITLE] = "Jugar en pantalla",
    [TR_RULES_P18_TEXT] =
        "Haz clic en un dado de la rueda o pulsa una tecla del 1 al 4. Las casillas que toma con su "
        "valor y su color se resaltan en tu hoja, junto con las de los consejos; las tres mejores, "
        "la elegida y la que está bajo el ratón muestran su coste total. Señala una fila para ver "
        "adónde más llega el dado en ella, pagando influencia o conocimiento, y a qué precio.\n"
        "Altera el dado con los botones Valor y Color (o con las flechas) y elige una acción con "
        "su botón (o Tab), o haz clic en una casilla resaltada. Vuelve a hacer clic en la "
        "casilla elegida, o pulsa Intro, para jugar.\n"
        "Retroceso o el botón derecho sueltan el dado que estás mirando y luego deshacen tu última "
        "jugada hasta la siguiente tirada (con hojas ocultas, hasta que pases el turno); una "
        "tirada nunca se deshace.\n"
        "H pide pistas: las mejores opciones del bot experto, numeradas en tu hoja y listadas bajo "
        "los ciudadanos con la estimación de tu puntuación final; haz clic en una en la hoja o en "
        "la lista, o pulsa H otra vez, para prepararla. P cambia el recurso con el que pagas el "
        "dado, V muestra la hoja del siguiente jugador (con las hojas a la vista), G abre la guía de la hoja (qué indica cada fila), M activa o "
        "desactiva el sonido y F11 activa o desactiva la pantalla completa.\n"
        "Con un mando: LB y RB eligen el dado, la cruceta o el stick izquierdo alteran su valor "
        "y su color, X la acción, A juega (o tira), B cancela la elección, Back la deshace e Y "
        "pide pistas; al pulsar el stick izquierdo cambia el pago, y el derecho, la hoja que se ve.",

    [TR_RULES_D_MORNING] = "mañana",
    [TR_RULES_D_AFTERNOON] = "tarde",
    [TR_RULES_D_WINDOW] = "ventana del día",
    [TR_RULES_D_SLOT] = "segmento %d",
    [TR_RULES_D_TRANSPARENT] = "3 dados transparentes",
    [TR_RULES_D_BLACK] = "el dado negro",
    [TR_RULES_D_DESTROYED] = "destruida",
    [TR_RULES_D_TIE] = "empate: el negro primero",
    [TR_RULES_D_ATTACK] = "Día 4: un %d negro en una plaza %s",
    [TR_RULES_D_PROTECTED] = "protegida",
    [TR_RULES_D_CROSSED] = "tachado",
    [TR_RULES_D_KEPT] = "ya construido: se conserva",
    [TR_RULES_D_DIE_BOX] = "dado de la hoja",
    [TR_RULES_D_VALUE_STEP] = "1 de influencia por paso",
    [TR_RULES_D_COLOUR_CHANGE] = "2 de sabiduría",
    [TR_RULES_D_PER_DIE] = "por dado",
    [TR_RULES_D_BOTH_BUILT] = "las dos construidas: se obtiene",
    [TR_RULES_D_START] = "inicio",
    [TR_RULES_D_GIVES_CITIZEN] = "+1 ciudadano",
    [TR_RULES_D_LOST] = "se pierde",
    [TR_RULES_D_COL_RES] = "+1 de cada",
    [TR_RULES_D_COL_WORK] = "Edificio de oficio",
    [TR_RULES_D_15TH] = "prestigio",
    [TR_RULES_D_20TH] = "+2 ciudadanos",
    [TR_RULES_D_ORDER_BUILT] = "tus Catedrales, en el orden en que las construyes",
    [TR_RULES_D_EXAMPLE] = "Ejemplo",
    [TR_RULES_D_SCORE_CHAR] = "%s: ×%d, %d edificios",
    [TR_RULES_D_SCORE_RES] = "%s sin gastar",
    [TR_RULES_D_SCORE_CIT] = "%d ciudadanos",
    [TR_RULES_D_TOTAL] = "Total",
    [TR_RULES_D_CHAIN_1] = "6.º círculo de recurso",
    [TR_RULES_D_CHAIN_2] = "un ciudadano",
    [TR_RULES_D_CHAIN_3] = "columna 6 completa",
    [TR_RULES_D_CHAIN_4] = "un edificio de oficio",
    [TR_RULES_D_CHAIN_5] = "una bonificación de vínculo",
    [TR_RULES_D_BANQUET_SIDE] = "cara de Banquete",
    [TR_RULES_D_RAID_SIDE] = "cara de Asalto",
    [TR_RULES_D_FLIPS] = "destruida: se da la vuelta para siempre",
    [TR_RULES_D_KEYS_DIE] = "1-4: elegir un dado",
    [TR_RULES_D_KEYS_PAGE] = "RePág AvPág: el dado anterior, siguiente",
    [TR_RULES_D_KEYS_VALUE] = "Flechas: valor y color",
    [TR_RULES_D_KEYS_ACTION] = "Tab: acción",
    [TR_RULES_D_KEYS_CONFIRM] = "Intro: jugar",
    [TR_RULES_D_KEYS_UNDO] = "Retroceso: deshacer",
    [TR_RULES_D_KEYS_HINT] = "H: pistas",
    [TR_RULES_D_KEYS_PAY] = "P: el recurso que paga",
    [TR_RULES_D_KEYS_SHEET] = "V: la hoja del siguiente",
    [TR_RULES_D_KEYS_GUIDE] = "G: la guía de la hoja",
    [TR_RULES_D_KEYS_ESC] = "Esc: suelta el dado, luego el menú",
    [TR_RULES_D_KEYS_MUTE] = "M: sonido sí o no",
    [TR_RULES_D_KEYS_FULL] = "F11: pantalla completa",
    [TR_RULES_D_KEYS_RULES] = "F1: estas reglas, y volver",

    /* the screens around a game */
    [TR_BTN_COPY] = "Copiar",
    [TR_CANNOT_START] = "No se puede empezar: %s.",
    [TR_LIST_SEP] = ", ",
    [TR_MOVES_SEP] = "; ", /* between a half-day's moves in words */
    [TR_LIST_AND] = " y ",
    [TR_ORDINAL_1] = "1.º",
    [TR_ORDINAL_2] = "2.º",
    [TR_ORDINAL_3] = "3.º",
    [TR_ORDINAL_N] = "%d.º",
    [TR_DATE_LONG] = "%d de %s de %d",
    [TR_DATE_SHORT] = "%d %s %d",
    [TR_MONTH_1] = "enero",
    [TR_MONTH_2] = "febrero",
    [TR_MONTH_3] = "marzo",
    [TR_MONTH_4] = "abril",
    [TR_MONTH_5] = "mayo",
    [TR_MONTH_6] = "junio",
    [TR_MONTH_7] = "julio",
    [TR_MONTH_8] = "agosto",
    [TR_MONTH_9] = "septiembre",
    [TR_MONTH_10] = "octubre",
    [TR_MONTH_11] = "noviembre",
    [TR_MONTH_12] = "diciembre",
    [TR_MON_1] = "ene",
    [TR_MON_2] = "feb",
    [TR_MON_3] = "mar",
    [TR_MON_4] = "abr",
    [TR_MON_5] = "may",
    [TR_MON_6] = "jun",
    [TR_MON_7] = "jul",
    [TR_MON_8] = "ago",
    [TR_MON_9] = "sept",
    [TR_MON_10] = "oct",
    [TR_MON_11] = "nov",
    [TR_MON_12] = "dic",
    [TR_SETUP_HEADING] = "Troyes Dice — una nueva partida",
    [TR_SETUP_KEYS] =
        "Tab o flechas: moverse · Espacio o Intro: elegir · Intro tras un nombre: el siguiente · Esc: título",
    [TR_SETUP_COUNT] = "%d de %d",
    [TR_SETUP_NAME_HINT] = "nombre",
    [TR_SETUP_NOTE_STANDARD] = "Un dado construye en la columna de su valor: del 1 al 6, de izquierda a derecha.",
    [TR_SETUP_ROLL_AGAIN] = "Volver a tirar",
    [TR_SETUP_THEN] = "luego",
    [TR_SETUP_GOING_UP] = "creciente",
    [TR_SETUP_GOING_DOWN] = "decreciente",
    [TR_SETUP_NOTE_RANDOM] =
        "El dado da el valor de la izquierda; los demás siguen, pasando del 6 al 1.",
    [TR_SETUP_NOTE_EXPERT] = "Cualquier orden del 1 al 6, elegido aquí: ajusta cada columna con + y –.",
    [TR_SETUP_SEED_HINT] = "aleatoria",
    [TR_SETUP_SEED_SAME] = "misma semilla, misma partida",
    [TR_SETUP_SEED_EMPTY] = "vacía: una partida nueva cada vez",
    [TR_SETUP_GAME_ID_DRAWN] = "Código de partida (con la semilla sorteada para esta partida)",
    [TR_SETUP_ID_COPIED] = "Código de partida copiado al portapapeles.",
    [TR_SETUP_NAME_TWICE] = "Dos asientos se llaman %s: da a cada jugador un nombre propio.",
    [TR_SETUP_NAME_TOO_LONG] = "Un nombre tiene como máximo %d caracteres (las letras con tilde cuentan como 2).",
    [TR_SETUP_SEED_BAD] = "Una semilla es un número entero menor que 2^64.",
    [TR_HANDOVER_OVER] = "La partida ha terminado: te esperan las puntuaciones finales.",
    [TR_HANDOVER_ROLL] = "se van a tirar los dados",
    [TR_HANDOVER_NEED_DIE] = "te toca elegir un dado",
    [TR_HANDOVER_NEED_PRESTIGE] = "tu 15.º ciudadano: elige un edificio de prestigio",
    [TR_HANDOVER_NEED_WORK] = "una bonificación de columna: elige un edificio de oficio",
    [TR_HANDOVER_NEED_OVERFLOW] = "un camino de ciudadanos está completo: elige adónde va el ciudadano",
    [TR_HANDOVER_NEED_BANQUET4] = "Banquete 4: elige un ciudadano amarillo o blanco",
    [TR_HANDOVER_NEED_NOTHING] = "nada que decidir por ahora",
    [TR_HANDOVER_STATUS_MORNING] = "Día %d, mañana: %s.",
    [TR_HANDOVER_STATUS_AFTERNOON] = "Día %d, tarde: %s.",
    [TR_HANDOVER_HEADING] = "Hojas ocultas · pasa el turno",
    [TR_HANDOVER_AFTER_YOU] = "Después de ti: ",
    [TR_HANDOVER_SHOW] = "Soy %s: mostrar mi hoja",
    [TR_HANDOVER_LOOK_AWAY] = "Los demás, no miréis: cada elección queda oculta hasta que todos hayan elegido.",
    [TR_HANDOVER_KEYS] = "Intro dos veces también muestra la hoja · F1: reglas · Esc: título (la partida se guarda).",
    [TR_HANDOVER_HOW] = "Pulsa Intro otra vez para mostrar tu hoja (o haz clic en el botón).",
    [TR_END_ACH_PLAYED_SOLO] = "3 partidas en solitario jugadas",
    [TR_END_ACH_PLAYED_MULTI] = "3 partidas con más jugadores jugadas",
    [TR_END_ACH_PLAYED_EXPANSION] = "3 partidas con la expansión jugadas",
    [TR_END_ACH_SCORE_45] = "Terminada con 45 PV o más",
    [TR_END_ACH_SCORE_55] = "Terminada con 55 PV o más",
    [TR_END_ACH_SCORE_65] = "Terminada con 65 PV o más",
    [TR_END_ACH_WIN_MULTI_60] = "Ganada una partida de varios jugadores con más de 60 PV",
    [TR_END_ACH_CHARACTER_18] = "18 PV o más de un solo personaje",
    [TR_END_ACH_CITIZENS_40] = "Terminada con 40 ciudadanos o más",
    [TR_END_ACH_PRESTIGE_ROW] = "Una fila entera de edificios de prestigio",
    [TR_END_ACH_WORK_ROW] = "Una fila entera de edificios de oficio",
    [TR_END_ACH_RESOURCE_TRACK] = "18 recursos rodeados en un camino, gastados incluidos",
    [TR_END_ACH_CITIZEN_TRACK] = "Un camino de ciudadanos rodeado hasta el final",
    [TR_END_ACH_SHORT_PLAYED_SOLO] = "3 en solitario",
    [TR_END_ACH_SHORT_PLAYED_MULTI] = "3 con más jugadores",
    [TR_END_ACH_SHORT_PLAYED_EXPANSION] = "3 con la expansión",
    [TR_END_ACH_SHORT_SCORE_45] = "45 PV o más",
    [TR_END_ACH_SHORT_SCORE_55] = "55 PV o más",
    [TR_END_ACH_SHORT_SCORE_65] = "65 PV o más",
    [TR_END_ACH_SHORT_WIN_MULTI_60] = "Victoria con 61+ PV",
    [TR_END_ACH_SHORT_CHARACTER_18] = "Personaje de 18 PV",
    [TR_END_ACH_SHORT_CITIZENS_40] = "40 ciudadanos",
    [TR_END_ACH_SHORT_PRESTIGE_ROW] = "Fila de prestigio",
    [TR_END_ACH_SHORT_WORK_ROW] = "Fila de oficios",
    [TR_END_ACH_SHORT_RESOURCE_TRACK] = "Camino de recursos",
    [TR_END_ACH_SHORT_CITIZEN_TRACK] = "Camino de ciudadanos",
    [TR_END_NOT_OVER] =
        "Día %d de 8: la partida aún no ha terminado. Estas serían las puntuaciones si terminara "
        "ahora (mejor: %d PV).",
    [TR_END_FINAL_SCORE] = "Puntuación final: %d PV.",
    [TR_END_WINS_WITH] = "%s gana con %d PV.",
    [TR_END_TIE_ALL] = "¡Empate! Los %d jugadores comparten la victoria con %d PV cada uno.",
    [TR_END_TIE_NAMES] = "¡Empate! %s comparten la victoria con %d PV cada uno.",
    [TR_END_FINAL_SCORING] = "Recuento final",
    [TR_END_SO_FAR] = "Puntuación hasta ahora",
    [TR_END_COPY_ID] = "Copiar código",
    [TR_END_HUMAN] = "humano",
    [TR_END_HUMAN_HINTS] = "humano · pistas ×%d",
    [TR_END_BOT_RANDOM] = "bot aleatorio",
    [TR_END_BOT_GREEDY] = "bot codicioso",
    [TR_END_BOT_EXPERT] = "bot experto",
    [TR_END_BOT_BEGINNER] = "bot principiante",
    [TR_END_BOT_CASUAL] = "bot ocasional",
    [TR_END_BOT_REGULAR] = "bot habitual",
    [TR_END_REFS] = "Al lado: el experto con tus dados y la mejor partida a posteriori, en verde donde sacas más, en rojo donde sacan más ellos.",
    [TR_END_REFS_WAIT] =
        "Se están calculando la puntuación del experto con estos dados y la mejor partida a posteriori…",
    [TR_END_COL_YOU] = "Tú",
    [TR_END_COL_EXPERT] = "Experto",
    [TR_END_COL_EXPERT_SUB] = "tus dados, una vez, sin prever",
    [TR_END_COL_BEST] = "Mejor partida",
    [TR_END_COL_BEST_SUB] = "a posteriori",
    [TR_END_EXPERT_NOTE] = "Experto: el bot experto jugando tus dados una vez, sin conocer lo que viene. Sus pistas también se basan en futuros sorteados: seguirlas puede acabar unos PV por encima o por debajo.",
    [TR_END_BEAT_EXPERT] = "¡Has superado al bot experto con tus dados (%d PV)!",
    [TR_END_MATCH_EXPERT] = "¡Has igualado al bot experto con tus dados (%d PV)!",
    [TR_END_WATCH] = "Ver la mejor partida",
    [TR_WATCH_SEAT] = "Mejor partida",
    [TR_PANEL_WATCH] = "La mejor partida con tus dados: jugada %d de %d",
    [TR_PANEL_WATCH_KEYS] = "→: siguiente jugada · Espacio: seguir · Esc: volver a tus puntos",
    [TR_PANEL_WATCH_PLAYING_KEYS] = "Espacio: pausa · Esc: volver a tus puntos",
    [TR_PANEL_WATCH_DONE_KEYS] = "Termina con %d PV. Intro o Esc: volver a tus puntos",
    [TR_BTN_WATCH_NEXT] = "Siguiente",
    [TR_BTN_WATCH_PLAY] = "Seguir",
    [TR_BTN_WATCH_PAUSE] = "Pausa",
    [TR_BTN_WATCH_BACK] = "Tus puntos",
    [TR_PANEL_WATCH_GAP] = "Tú %d PV · Mejor %d PV (%s)",
    [TR_PANEL_WATCH_YOU] = "Tú: %s",
    [TR_PANEL_WATCH_BEST] = "Mejor: %s",
    [TR_END_EACH_ROW] = "cada %s",
    [TR_END_PER_2_HELD] = "1 PV por cada 2",
    [TR_END_EACH_CITIZEN] = "1 PV cada uno",
    [TR_END_PLACE] = "Puesto",
    [TR_END_WINNER_TIE] = "Ganador (empate)",
    [TR_END_WINNER_ALONE] = "Ganador",
    [TR_END_TIED_SUFFIX] = " (empate)",
    [TR_END_HELD] = "%d sin gastar",
    [TR_END_NO_CATHEDRAL] = "sin Catedral en col. %d",
    [TR_END_EARNED_HERE] = "conseguidas en esta partida",
    [TR_END_COUNTED_AT_END] = "se cuentan al terminar la partida",
    [TR_END_NONE_THIS_TIME] = "ninguna esta vez",
    [TR_END_COUNTS_TOWARDS] = "Esta partida cuenta para ",
    [TR_END_TALLY_SOLO] = "«Jugar 3 partidas en solitario»",
    [TR_END_TALLY_MULTI] = "«Jugar 3 partidas con más jugadores»",
    [TR_END_TALLY_EXPANSION] = "«Jugar 3 partidas con la expansión»",
    [TR_END_IN_BLUE] = ". En azul: lo nuevo en el perfil del jugador.",
    [TR_END_SAME_SEATS] = "Revancha",
    [TR_END_PLAY_AGAIN] = "Jugar otra vez",
    [TR_END_TITLE_BUTTON] = "Título",
    [TR_END_KEYS] = "2 × Intro: revancha · N: nueva partida · Esc: título",
    [TR_END_KEYS_SOLO] = "2 × Intro: jugar otra vez · N: nueva partida · Esc: título",
    [TR_END_KEYS_FOCUS] = "Intro: %s · Esc: título",
    [TR_END_ID_COPIED] = "Código de partida %s copiado al portapapeles.",
    [TR_END_CANNOT_COPY] = "No se puede copiar: %s",
    [TR_TITLE_SAVED_IN] = "Los archivos guardados están en %s",
    [TR_TITLE_NOTHING_SAVED] = "Esta vez no se guarda nada.",
    [TR_TITLE_BAD_FILES] = "Algunos archivos no se han podido leer o guardar",
    [TR_TITLE_NO_GAME] = "Ninguna partida en curso",
    [TR_REPLACE_GAME] = "Hay una partida en curso (día %d): pulsa otra vez para sustituirla.",
    [TR_TITLE_DAILY] = "Partida del día",
    [TR_TITLE_DAILY_LINE] = "%s · partida en solitario %s",
    [TR_TITLE_DAILY_PLAYED] = "%s · %s · jugada: %d PV",
    [TR_TITLE_DAILY_PLAYED_BY] = "%s · %s · jugada: %d PV (%s)",
    [TR_TITLE_CODE] = "Jugar con un código de partida",
    [TR_TITLE_CODE_HINT] = "p. ej. 3p-r4u-x#7",
    [TR_TITLE_PLAY] = "Jugar",
    [TR_TITLE_CONTROLS] = "Ratón, teclado (flechas, Intro, Esc) o mando (A, B)",
    [TR_TITLE_NOT_A_CODE] = "No es un código de partida: %s.",
    [TR_TITLE_CANNOT_CONTINUE] = "No se puede continuar: %s.",
    [TR_TITLE_CODE_EMPTY] = "el campo está vacío (p. ej. 2p-std#42)",
    [TR_STORE_NO_FOLDER] =
        "No hay carpeta para los archivos guardados: no se conservarán los ajustes, los perfiles ni la partida en curso.",
    [TR_STORE_PATH_TOO_LONG] =
        "La ruta de la carpeta de datos es demasiado larga: no se guardará nada.",
    [TR_STORE_SET_ASIDE] = "El archivo %s no se ha podido usar; se conserva como %s.",
    [TR_STORE_DAMAGED_ASIDE] = "El archivo %s está dañado; se conserva como %s.",
    [TR_STORE_NOT_SET_ASIDE] =
        "El archivo %s no se ha podido usar ni apartar; no se sobrescribirá.",
    [TR_STORE_UNREADABLE] =
        "El archivo %s no se puede leer; se deja como está y no se sobrescribirá.",
    [TR_STORE_THEN_SETTINGS] = "Se usan los ajustes por defecto.",
    [TR_STORE_THEN_PROFILES] = "El juego empieza sin perfiles.",
    [TR_STORE_THEN_PROFILES_KEPT] = "Los perfiles se conservan hasta la línea dañada.",
    [TR_STORE_THEN_RECOVERED] = "La partida en curso sigue desde su última jugada legible.",
    [TR_STORE_THEN_AUTOSAVE] = "No hay ninguna partida que continuar.",
    [TR_STORE_THEN_TABLE] = "Las partidas nuevas se preparan con los valores por defecto.",
    [TR_STORE_SETTINGS_NOT_SAVED] = "No se han podido guardar los ajustes (%s).",
    [TR_STORE_GAME_NOT_SAVED] = "No se ha podido guardar la partida en curso (%s).",
    [TR_STORE_PROFILES_NOT_SAVED] = "No se han podido guardar los perfiles (%s).",
    [TR_STORE_NOT_RECORDED_FULL] = "La partida de %s no se registra: ya hay %s perfiles.",
    [TR_STORE_NOT_RECORDED_NAME] =
        "La partida de %s no se registra: ese nombre no puede ser el de un perfil.",
    [TR_STORE_NO_SAVED_GAME] = "no hay ninguna partida guardada",
    [TR_STORE_SAVE_UNREADABLE] =
        "la partida guardada no se puede leer (mira la nota de la izquierda)",
    [TR_STORE_SAVE_OVER] = "la partida guardada ya ha terminado",
    [TR_OUT_OF_MEMORY] = "no queda memoria",
    [TR_TITLE_CONT_MORNING] = "Día %d, mañana · %s · %s",
    [TR_TITLE_CONT_AFTERNOON] = "Día %d, tarde · %s · %s",
    [TR_LIST_MORE] = "%s y %d más",
    [TR_FATAL_CANNOT_START] = "Troyes Dice no puede arrancar: %s",
    [TR_FATAL_NO_ASSETS] =
        "no se encuentran sus archivos (fuentes, sonidos); indica la carpeta assets en TROYES_DICE_ASSETS",
    [TR_FATAL_NO_FONT] = "falta un archivo de fuente: %s",
    [TR_SET_DESC_LANGUAGE] = "Automático sigue el idioma del sistema.",
    [TR_SET_DESC_LANGUAGE_FORCED] = "TROYES_DICE_LANG=%s está definida: ese idioma prevalece sobre este ajuste.",
    [TR_SET_DESC_SYMBOLS] = "Unas formas en los dados, en la rueda y en la hoja distinguen los colores.",
    [TR_SET_DESC_ANIMATION] = "Dados que ruedan, trazos de lápiz, la rueda que gira.",
    [TR_SET_DESC_VOLUME] = "Izquierda y derecha lo cambian de diez en diez.",
    [TR_SET_DESC_MUTE] = "M quita y devuelve el sonido en cualquier momento.",
    [TR_SET_DESC_FULLSCREEN] = "F11 la activa o desactiva en cualquier momento.",
    [TR_SET_DESC_UI_SCALE] = "Menor: el tablero se reduce. Mayor: la ventana crece, hasta la pantalla.",
    [TR_SET_DESC_UI_SCALE_PAGE] = "Menor: el tablero se reduce. Para agrandarlo, amplía la página (Ctrl +).",
    [TR_SET_DESC_HANDOVER] = "Oculta las hojas entre jugadores humanos. No: hojas a la vista.",
    [TR_SET_DESC_HINTS] = "Las mejores jugadas del experto en tu hoja (Pista, H). No: partidas sin pistas.",
    [TR_SET_SUBTITLE] = "Se guardan en cuanto cambian",
    [TR_SET_SUBTITLE_FAILED] = "No se han podido guardar: valen para esta sesión",
    [TR_SET_SUBTITLE_UNSAVED] = "Se aplican al instante, para esta sesión",
    [TR_SET_SAVED_IN] = "Guardados en %s",
    [TR_SAVED_IN_BROWSER] = "el almacenamiento de este navegador para esta página",
    [TR_SET_KEYS] = "Arriba y abajo: un ajuste · Izquierda y derecha: su opción · Intro: Sí o No · Esc: volver",
    [TR_SET_NOT_KEPT] = "Estos ajustes no se conservarán: no hay carpeta para los archivos guardados.",
    [TR_ACH_SUBTITLE] = "Se conservan de una partida a otra, cada casilla con el día en que se marcó",
    [TR_ACH_NEW_BOX] = "Nueva",
    [TR_PROFILE_NONE_YET] =
        "Termina una partida para crear un perfil: cada jugador humano juega con el perfil de su "
        "nombre.",
    [TR_STATS_SUBTITLE] = "Todas las partidas que ha terminado cada perfil",
    [TR_STATS_MEAN] = "media %s",
    [TR_STATS_ONE_GAME] = "%d partida",
    [TR_STATS_N_GAMES] = "%d partidas, la más antigua a la izquierda",
    [TR_STATS_LAST_GAME] = "Última partida",
    [TR_STATS_HISTORY] = "Historial de puntuaciones",
    [TR_STATS_CHAR_MEAN] = "%s PV (%lld en total)",
    [TR_STATS_ALSO] = "Además, por partida: %s PV de recursos guardados y %s PV de ciudadanos.",
    [TR_MENU_NO_PROFILES] = "Aún no hay perfiles",
    [TR_MENU_PROFILE_N] = "perfil %d de %d",

    /* the rules core's refusal reasons, shown after "No permitido:" (tr_reason) */
    [TR_WHY_SLOT] = "los dados están en los segmentos 1 a 4",
    [TR_WHY_BLACK_DIE] = "el dado negro no se puede elegir",
    [TR_WHY_DESTROYED] = "la plaza de ese dado está destruida",
    [TR_WHY_PAY_WHICH] = "el segmento 2 se paga con el recurso que quieras: elígelo",
    [TR_WHY_PAY_NONE] = "el coste de este dado no deja elegir el recurso",
    [TR_WHY_COLOUR] = "un dado es rojo, amarillo o blanco",
    [TR_WHY_ACTION] = "la acción es obtener, prestigio u oficio",
    [TR_WHY_VALUE] = "el valor de un dado va de 1 a 6",
    [TR_WHY_RAID1] = "Asalto 1: no puedes gastar influencia para alterar el valor de este dado",
    [TR_WHY_RAID2] = "Asalto 2: no puedes gastar sabiduría para alterar el color de este dado",
    [TR_WHY_CANNOT_PAY] = "no tienes recursos suficientes para pagar este dado",
    [TR_WHY_INFLUENCE] = "no tienes influencia suficiente para ese valor",
    [TR_WHY_KNOWLEDGE] = "no tienes sabiduría suficiente para ese color",
    [TR_WHY_VALUE0] = "un dado de valor 0 no construye nada (no hay columna 0)",
    [TR_WHY_RAID6] = "Asalto 6: no puedes utilizar este dado para construir un edificio de prestigio",
    [TR_WHY_BUILT] = "ese edificio ya está construido",
    [TR_WHY_CROSSED] = "ese edificio está tachado",
    [TR_WHY_NO_BUILD_NOW] = "ahora no hay ningún edificio que elegir",
    [TR_WHY_NO_CELL] = "esa casilla no existe",
    [TR_WHY_NOT_WORK] = "esa casilla no es un edificio de oficio libre",
    [TR_WHY_NOT_PRESTIGE] = "ese edificio de prestigio no se ofrece o no está libre",
    [TR_WHY_NO_CITIZEN_NOW] = "ahora no hay ningún ciudadano que colocar",
    [TR_WHY_BANQUET4] = "el Banquete 4 da un ciudadano amarillo o blanco",
    [TR_WHY_TRACK_FULL] = "ese camino de ciudadanos está completo",
    [TR_WHY_OVER] = "la partida ha terminado",
    [TR_WHY_ROLLED] = "los dados ya están tirados: primero eligen todos",
    [TR_WHY_DICE_FACES] = "los dados muestran de 1 a 6",
    [TR_WHY_UNKNOWN] = "jugada desconocida",
    [TR_WHY_PLAYER] = "ese jugador no existe",
    [TR_WHY_ROLL_FIRST] = "primero hay que tirar los dados",
    [TR_WHY_CHOSEN] = "este jugador ya ha elegido en esta mitad del día",
    [TR_WHY_FALLBACK] = "solo puedes tomar 1 de cada recurso si no puedes pagar ningún dado",
    [TR_WHY_DIE_FIRST] = "este jugador debe elegir antes un dado",
    [TR_WHY_ROLL_GAINS] = "una tirada no obtiene nada por sí sola",
    [TR_WHY_MOVES_FULL] = "la lista de jugadas está llena",
    [TR_WHY_ID_NO_SEED] = "un código de partida termina en # y su semilla, un número (p. ej. #7)",
    [TR_WHY_ID_SEED] = "la semilla es un número entero de 0 a 18446744073709551615",
    [TR_WHY_ID_PLAYERS] = "un código de partida empieza por el número de jugadores, de 1p a 10p",
    [TR_WHY_ID_SEPARATOR] = "las partes de un código de partida se separan con -",
    [TR_WHY_ID_RANDOM] = "la numeración aleatoria es r, un valor de 1 a 6, y u o d, p. ej. r4d",
    [TR_WHY_ID_EXPERT] = "la numeración libre es e y los seis valores, p. ej. e351246",
    [TR_WHY_ID_NUMBERING] = "la numeración de columnas es std, aleatoria (p. ej. r4d) o libre (p. ej. e351246)",
    [TR_WHY_ID_PART] = "parte desconocida en el código de partida (se esperaba -x, -L..., -T...)",
    [TR_WHY_ID_NO_NUMBERING] =
        "la numeración de columnas va tras el número de jugadores: std, aleatoria (p. ej. r4d) o libre (p. ej. e351246)",
    [TR_WHY_ID_TILES_NEED_X] = "-T necesita la expansión (-x)",
    [TR_WHY_ID_LAYOUT_NEEDS_TILES] =
        "una rueda explícita con la expansión necesita sus fichas (-T)",
    [TR_WHY_ID_LAYOUT_LENGTH] = "-L necesita 9 huecos de dos letras (R, Y o W)",
    [TR_WHY_ID_LAYOUT_LETTERS] = "las letras de -L son R (rojo), Y (amarillo) o W (blanco)",
    [TR_WHY_ID_TILES_LENGTH] = "-T necesita tres fichas, p. ej. -T3b6b8b",
    [TR_WHY_ID_TILES_FORM] = "cada ficha de -T es un número del 1 al 8 y b (Banquete) o r (Asalto)",
    [TR_WHY_ID_TILES_PLAZAS] = "-T necesita las plazas de un solo color de la rueda",
    [TR_WHY_PARAMS_LEFTMOST] = "el valor de la izquierda va de 1 a 6",
    [TR_WHY_PARAMS_DIRECTION] = "el sentido es creciente o decreciente",
    [TR_WHY_PARAMS_PERMUTATION] =
        "los valores de las columnas deben usar cada número del 1 al 6 una vez",
    [TR_WHY_PARAMS_FACE] = "una cara de plaza no tiene color",
    [TR_WHY_PARAMS_PLAZAS] = "la rueda debe tener las nueve plazas de [R1]",
    [TR_WHY_PARAMS_RAID_NO_TILE] = "una cara de Asalto sin ficha",
    [TR_WHY_PARAMS_TILES_NEED_EXPANSION] = "las fichas de Banquete/Asalto necesitan la expansión",
    [TR_WHY_PARAMS_TILE_NUMBER] = "las fichas de la expansión van del 1 al 8",
    [TR_WHY_PARAMS_TILE_PLACE] =
        "las fichas de la expansión van junto a las plazas de un solo color",
    [TR_WHY_PARAMS_TILE_TWICE] = "una ficha de la expansión aparece dos veces",
    [TR_WHY_PARAMS_TILE_SIDE] = "una ficha muestra su cara de Banquete o de Asalto",
    [TR_WHY_PARAMS_TILES_IN_PLAY] =
        "la expansión pone una ficha junto a cada plaza de un solo color",
    [TR_WHY_PARAMS_PLAYERS] = "una partida tiene de 1 a 10 jugadores",
    [TR_WHY_PARAMS_FLAGS] = "las opciones valen 0 o 1",
    [TR_WHY_PARAMS_MODE] = "los valores de las columnas no siguen el modo de numeración",

    /* the setup's word on each bot level */
    [TR_BOT_HOW_RANDOM] =
        "Hace cualquier jugada válida al azar: para pruebas, no como rival.",
    [TR_BOT_HOW_GREEDY] =
        "Sopesa cada opción por lo que la hoja aún puede llegar a ser, jugada a jugada.",
    [TR_BOT_HOW_EXPERT] =
        "Juega muchas veces las próximas mitades del día antes de cada elección.",
    [TR_BOT_HOW_BEGINNER] =
        "Juega cada dado tal como sale, toma lo que puntúa ya y se aferra a un color favorito.",
    [TR_BOT_HOW_CASUAL] =
        "Cambia el color de un dado pero nunca su valor, mira un poco adelante y prefiere un color.",
    [TR_BOT_HOW_REGULAR] =
        "Cambia los dados de ambas formas y mira más lejos, pero no planea los multiplicadores de las Catedrales.",
    [TR_SETUP_LEVEL_SCORE] = "%s: unos %d PV en solitario",
    [TR_SETUP_LEVEL_SCORE_X] = "%s: unos %d PV en solitario con la expansión",

    /* what a sheet gained, in a list (play_say_gain) */
    [TR_GAIN_NOTHING] = "nada",
    [TR_GAIN_PLUS_AMOUNT] = "+%s",
    [TR_GAIN_MINUS_AMOUNT] = "−%s",
    [TR_GAIN_CIT_ONE_RED] = "+1 ciudadano rojo",
    [TR_GAIN_CIT_ONE_YELLOW] = "+1 ciudadano amarillo",
    [TR_GAIN_CIT_ONE_WHITE] = "+1 ciudadano blanco",
    [TR_GAIN_CIT_RED] = "+%d ciudadanos rojos",
    [TR_GAIN_CIT_YELLOW] = "+%d ciudadanos amarillos",
    [TR_GAIN_CIT_WHITE] = "+%d ciudadanos blancos",
    [TR_GAIN_BUILT] = "construye %s",
    [TR_GAIN_LINK] = "un bono de enlace",
    [TR_GAIN_LINKS] = "%d bonos de enlace",
    [TR_GAIN_COLUMN] = "el bono de la columna %d",
    [TR_GAIN_CHARACTER] = "personaje desbloqueado: %s",
    [TR_GAIN_DIE_CROSSED] = "%s: casilla de dado %d tachada",
    [TR_GAIN_CELL_CROSSED] = "un edificio tachado",
    [TR_GAIN_CELLS_CROSSED] = "%d edificios tachados",
    [TR_GAIN_VP] = "+%d PV",
    [TR_GAIN_VP_LOST] = "−%d PV",

    /* rule events as they happen */
    [TR_EV_GAINED] = "En total: %s.",
    [TR_EV_LINK] = "Enlace completo: %s.",
    [TR_EV_COLUMN_RES] = "Columna %d de ciudadanos alcanzada en los tres caminos: +1 de cada recurso.",
    [TR_EV_COLUMN_WORK] = "Columna %d de ciudadanos alcanzada en los tres caminos: construye un edificio de oficio.",
    [TR_EV_CIT15] = "15.º ciudadano %s: su bono construye %s o %s.",
    [TR_EV_CIT20] = "20.º ciudadano %s: +1 ciudadano de cada otro color.",
    [TR_EV_FLIP] = " La plaza %s destruida se voltea: ahora es %s.",
    [TR_EV_FLIP_SAME] = " La plaza %s destruida se voltea; su otra cara también es %s.",
    [TR_EV_RAID] = " El Banquete %d pasa a Asalto %d: %s",
    [TR_EV_TURN] = " La rueda gira al día %d: cada plaza queda frente a un nuevo precio.",
    [TR_EV_REVEAL_GAIN] = " En total: %s.",
    [TR_EV_PRICE_BANQUET] = "gratis (Banquete %d)",
    [TR_EV_PANEL_FREE] = "El %s es gratis (Banquete %d).",

    /* the sheet's marks and its tooltips */
    [TR_SHEET_TIP_RES_HEAD_INFLUENCE] = "Camino de influencia",
    [TR_SHEET_TIP_RES_HEAD_DENIERS] = "Camino de fortuna",
    [TR_SHEET_TIP_RES_HEAD_KNOWLEDGE] = "Camino de sabiduría",
    [TR_SHEET_TIP_RES_HELD] = "%d en reserva: %d casillas rodeadas, %d tachadas al gastarlas.",
    [TR_SHEET_TIP_RES_HOW] = "Ganar rodea las casillas siguientes; pagar tacha casillas rodeadas.",
    [TR_SHEET_TIP_RES_CITIZEN] = "Rodear las casillas 6, 12 y 18 da +1 en el %s.",
    [TR_SHEET_TIP_RES_END] = "Lo ganado más allá de la casilla 18 se pierde. Al final: 1 PV por cada 2 en reserva.",
    [TR_SHEET_TIP_CIT_HEAD_RED] = "Camino de ciudadanos rojos",
    [TR_SHEET_TIP_CIT_HEAD_YELLOW] = "Camino de ciudadanos amarillos",
    [TR_SHEET_TIP_CIT_HEAD_WHITE] = "Camino de ciudadanos blancos",
    [TR_SHEET_TIP_CIT_COUNT] = "%d rodeados: cada ciudadano da 1 PV al final.",
    [TR_SHEET_TIP_CIT_COLS] = "Cuando los tres caminos llegan a ellas: la columna 3 da 1 de cada recurso; las columnas 6 y 11, un edificio de oficio a tu elección.",
    [TR_SHEET_TIP_CIT_MARKS] = "15.º: construye %s o %s. 20.º: 1 ciudadano de cada uno de los otros colores.",
    [TR_SHEET_TIP_CIT_FULL] = "Un ciudadano ganado en un camino lleno va a otro camino a tu elección.",
    [TR_SHEET_TIP_CHAR] = "Lo desbloquea la Catedral de su columna: cada casilla «%s» dibujada da 1, 2 o 3 PV (Catedral 1.ª–2.ª, 3.ª–4.ª o 5.ª–6.ª).",
    [TR_SHEET_TIP_CHAR_NOW] = "Desbloqueado a ×%d: %d PV por ahora.",
    [TR_SHEET_TIP_CHAR_NOT] = "Aún no desbloqueado.",

    /* the hot-seat reveal */
    [TR_REVEAL_HEAD_OTHER] = "%s: %s",
    [TR_REVEAL_KEYS] = "Izquierda y Derecha, o un nombre arriba, muestran la hoja de otro jugador.",
    [TR_BTN_REVEAL_PREV] = "‹ Hoja",
    [TR_BTN_REVEAL_NEXT] = "Hoja ›",
    [TR_SUM_MORNING] = "Día %d, mañana",
    [TR_SUM_AFTERNOON] = "Día %d, tarde",
    [TR_SUM_PLAYER] = "Jugador",
    [TR_SUM_DIE] = "Dado",
    [TR_SUM_ACTION] = "Acción",
    [TR_SUM_GAINS] = "En esta mitad del día",
    [TR_SUM_POINT] = "Señale una fila: lo que hizo, en palabras.",

    /* learn to play: the guided game's screen */
    [TR_TUT_OFFER_HEAD] = "¿Nuevo en Troyes Dice?",
    [TR_TUT_OFFER_LINE] = "Aprende a jugar en unos 12 minutos: una partida guiada en la que haces cada jugada.",
    [TR_TUT_OFFER_LEARN] = "Aprender a jugar",
    [TR_TUT_OFFER_SKIP] = "Saltar, ya sé jugar",
    [TR_TUT_OFFER_KEYS] = "Intro: aprender a jugar · Esc: saltar",
    [TR_TUT_OFFER_LATER] = "Lo encontrarás en la pantalla de inicio cuando quieras.",
    [TR_TUT_MENU_CONTINUE] = "Seguir la lección %d",
    [TR_TUT_MENU_LESSON] = "Lección %d",
    [TR_TUT_MENU_DROP] = "Empezar la lección %d abandona la lección %d (dejada en el paso %d): pulsa de nuevo para empezarla.",
    [TR_TUT_STEP] = "Paso %d de %d",
    [TR_TUT_STEP_DAY] = "Día %d ·",
    [TR_TUT_NEXT] = "Siguiente (Intro)",
    [TR_TUT_SKIP] = "Saltar lección",
    [TR_TUT_SKIP_SURE] = "¿Saltar? Pulsa otra vez",
    [TR_TUT_FOLLOW] = "Sigue lo resaltado: %s.",
    [TR_TUT_DO_NEXT] = "lee y pulsa Siguiente",
    [TR_TUT_DO_ROLL] = "tira los dados",
    [TR_TUT_DO_DIE] = "toma el %s",
    [TR_TUT_DO_PAY] = "paga con %s",
    [TR_TUT_DO_VALUE] = "pon su valor en %d",
    [TR_TUT_DO_COLOUR] = "hazlo %s",
    [TR_TUT_DO_TARGET] = "haz clic en la casilla resaltada de tu hoja",
    [TR_TUT_DO_GAIN] = "haz clic en la casilla de dado resaltada de tu hoja (o en Obtener)",
    [TR_TUT_DO_CONFIRM] = "pulsa Confirmar",
    [TR_TUT_DO_OPTION] = "haz clic en la opción resaltada, o Intro sobre ella",
    [TR_TUT_OFF] = "No durante la partida guiada: sigue los pasos.",
    [TR_TUT_PLAY_ON] = "La lección ha terminado: juega la partida hasta el final.",
    [TR_TUT_FINAL] = "Tu puntuación final: %d PV.",
    [TR_TUT_REAL_GAME] = "Ya sabes jugar: juega tu primera partida de verdad",
    [TR_TUT_REAL_GAME_BTN] = "Jugar de verdad",
    [TR_TUT_PANEL_READ] = "Lee la lección del marco dorado, abajo a la derecha, y pulsa Siguiente (Intro).",

    /* learn to play: the guided game's sentences */
    [TR_TUT_WELCOME] = "¡Bienvenido a Troyes! Esta rueda es la ciudad: nueve plazas de tres colores, rojo, amarillo y blanco.",
    [TR_TUT_SHEET] = "Esta es tu hoja. Puntúas construyendo, reuniendo ciudadanos y guardando recursos: 1 PV por cada 2 de un mismo recurso. El botón Leer la hoja, arriba a la derecha, explica cada fila.",
    [TR_TUT_ROLL] = "Cada mitad del día empieza con una tirada: tres dados para elegir y el negro. Tíralos.",
    [TR_TUT_PRICES] = "Este 2 es un 2 amarillo: un dado toma el color de su plaza. Precios en el anillo interior: gratis, 1 recurso a elegir, 1 de fortuna, 2 de fortuna. El dado negro destruye su plaza y nunca se toma.",
    [TR_TUT_GAIN] = "Un dado construye en el barrio de su color, en la columna de su valor, u obtiene recursos en la casilla de dado de esa columna, la numerada. El amarillo da fortuna: toma el 2 amarillo gratis y obtén 2.",
    [TR_TUT_FLIP] = "Fin de la mitad del día: la plaza destruida se da la vuelta, ahora es roja. Tu fortuna se marca en su camino: 5, así que 2 PV. Sus casillas 6.ª, 12.ª y 18.ª dan un ciudadano cada una.",
    [TR_TUT_PRESTIGE] = "Tarde: los dados cayeron en las cuatro plazas siguientes. Ahora construye: el 1 rojo construye una Fortaleza, un edificio de prestigio, en la columna 1 de la Nobleza.",
    [TR_TUT_CITIZENS] = "La Fortaleza te dio un ciudadano rojo: cada ciudadano vale 1 punto al final. Una Fortaleza también protege toda su columna del dado negro: lo verás el día 3.",
    [TR_TUT_WORK] = "Día 2: el anillo interior giró un paso, cada precio está sobre otra plaza. Los edificios de oficio son la fila de abajo: el 2 rojo gratis construye un Palacio del Conde, 2 ciudadanos rojos.",
    [TR_TUT_VALUE_MOVE] = "La influencia cambia un valor, 1 por paso: baja el 3 rojo, tomado por 1 de fortuna, a 2 con 1 de influencia, Fortaleza en columna 2. Dos vecinas hacen un vínculo: el rombo entre ellas da un ciudadano rojo.",
    [TR_TUT_PROTECTED] = "Día 3: el dado negro ahora también ataca tu hoja. Este 1 negro en rojo ataca la casilla de dado 1 de tu barrio rojo, la Nobleza: tu Fortaleza de la columna 1 la protege.",
    [TR_TUT_COLOUR_MOVE] = "La sabiduría cambia el color de un dado: 2 de sabiduría. Toma el 2 blanco, págalo con fortuna, hazlo amarillo y construye un Ayuntamiento: 2 ciudadanos amarillos.",
    [TR_TUT_CROSSED] = "Un 3 negro en blanco: la casilla de dado 3 de tu barrio blanco, el Clero, se tacha. Sus dos edificios ya no se pueden construir, pero un dado ahí aún puede obtener recursos.",
    [TR_TUT_FORTRESS4] = "Construye una Fortaleza en la columna 4: da un ciudadano amarillo, y la columna 4 queda a salvo.",
    [TR_TUT_SLOT6] = "Obtén 3 de sabiduría con el 3 blanco gratis (una casilla tachada aún da recursos): se traza el 6.º círculo de tu camino de sabiduría, que da un ciudadano blanco.",
    [TR_TUT_BISHOPRIC] = "La columna 3 da 1 de cada recurso con 3 ciudadanos en cada camino: rojo 5, amarillo 3, blanco 1. Haz blanco el 5 amarillo para un Obispado: sus 2 ciudadanos blancos suben el blanco a 3.",
    [TR_TUT_CHAIN] = "Columna 3 alcanzada: 1 de influencia, 1 de fortuna y 1 de sabiduría. Esa fortuna llenó tu casilla 6 de fortuna: otro ciudadano, amarillo. Las bonificaciones se encadenan: una trae otra.",
    [TR_TUT_CATHEDRAL] = "El 1 blanco construye una Catedral, prestigio blanco, en la columna 1. Desbloquea a Hugues de Payns: 1 punto por Fortaleza, por esta casilla: ×1 con 1 o 2 Catedrales, ×2 con 3 o 4, ×3 con 5 o 6.",
    [TR_TUT_GREAT_HALL] = "El prestigio amarillo es un Mercado: en la columna 2 da 2 ciudadanos rojos por cada dado rojo en la rueda, y hay 1. Paga con fortuna y constrúyelo ahí.",
    [TR_TUT_CITY_HALL_LINK] = "Construye un Ayuntamiento en la columna 1, junto al otro: su vínculo da 3 de fortuna.",
    [TR_TUT_BISHOPRIC_LINK] = "Construye un Obispado en la columna 6 (2 de fortuna): con la columna 5 forma un vínculo, 4 ciudadanos blancos en total.",
    [TR_TUT_COLUMN6] = "Los tres caminos llegaron a la columna 6: construye un edificio de oficio a tu elección. Toma el Palacio del Conde de la columna 1.",
    [TR_TUT_PALACE3] = "Paga el 3 rojo con influencia y construye un Palacio del Conde en la columna 3: 2 ciudadanos rojos más, 13 en total.",
    [TR_TUT_CIT15] = "Otro Palacio del Conde, en la columna 4: tu camino rojo llega a su 15.º ciudadano, que construye gratis.",
    [TR_TUT_CIT15_PICK] = "El 15.º ciudadano rojo construye un Mercado o una Catedral: toma la Catedral de la columna 2. Otra regla: el 20.º ciudadano de un camino da uno de cada otro color.",
    [TR_TUT_SLOT12] = "Día 8, el último. Toma el 4 amarillo (1 de fortuna) y obtén 4 de fortuna, 3 más en total: la casilla 12 de tu fortuna da un ciudadano amarillo.",
    [TR_TUT_THIRD_CATHEDRAL] = "Última jugada, y la eliges tú: cualquier dado, cualquier acción. Una idea: sube el 2 blanco a 4 para una tercera Catedral (Jeanne puntúa tus Ayuntamientos ×2).",
    [TR_TUT_END] = "Fin de la partida. Tu puntuación: ciudadanos, 1 punto por cada 2 recursos y tus personajes. ¡Ya sabes jugar!",
    [TR_TUT2_OFFER_BTN] = "Siguiente lección",
    [TR_TUT2_MENU] = "Lección 2",
    [TR_TUT2_PICTURE] = "día %d, mañana",
    [TR_TUT2_PICTURE_PM] = "día %d, tarde",
    [TR_TUT2_PIC_NOTE] = "Otra partida, no la tuya: 2 jugadores en una pantalla, hojas ocultas",
    [TR_TUT2_PIC_SHARED] = "La pantalla de relevo, vista por todos",
    [TR_TUT2_PIC_WHOSE] = "Pantalla de %s",
    [TR_TUT2_PIC_COUNT] = "Imagen %d de %d",
    [TR_TUT_DO_HINT] = "pide una pista",
    [TR_TUT_DO_UNDO] = "pulsa Deshacer",
    [TR_TUT_DO_TAKE_HINT] = "haz clic en la fila de la pista %d bajo tu hoja",
    [TR_TUT_DO_FREE_IDEA] = "%s, o haz la jugada que quieras",
    [TR_TUT_DO_FREE] = "tu propia jugada: termínala como pide el panel",
    [TR_TUT2_WELCOME] = "Lección 2: la expansión Banquetes y Asaltos, las pistas, deshacer y jugar juntos en una pantalla. Con la expansión, 3 losetas están en el anillo exterior de la rueda, cada una sobre una plaza, con el Banquete hacia arriba.",
    [TR_TUT2_ROLL] = "Tira los dados. Los iconos de cada loseta dicen qué da al dado tomado de su plaza (señala una loseta para leerlo en palabras).",
    [TR_TUT2_BANQUET] = "El 3 blanco está junto al Banquete 3: un dado tomado allí es gratis, aunque su casilla cuesta 1. Señala una loseta para leer sus dos caras.",
    [TR_TUT2_FREE] = "Toma el 3 blanco y obtén 3 de sabiduría, sin pagar nada.",
    [TR_TUT2_RAID] = "El dado negro destruyó la plaza junto al Banquete 6: su loseta pasó a Asalto 6 para el resto de la partida: «%s»",
    [TR_TUT2_ROLL_AFTERNOON] = "Tira los dados de la tarde.",
    [TR_TUT2_BLACK_BANQUET] = "El dado negro cayó junto al Banquete 8: no se destruye ninguna plaza, y puedes usar el dado negro como un dado rojo.",
    [TR_TUT2_HINT] = "¿Dudas qué dado tomar? Pide una pista: el botón Pista, o H.",
    [TR_TUT2_HINT_SHOWN] = "Las marcas son las mejores jugadas del experto, la 1 la mejor (estimaciones iguales: igual de buenas), cada una sobre lo que construiría (no un número de dado). Un clic la prepara; eliges tú.",
    [TR_TUT2_TRY] = "Prueba algo primero: toma el 2 amarillo y obtén 2 de fortuna.",
    [TR_TUT2_FLIP] = "La tarde ha terminado: el Banquete 8, donde cayó el dado negro, pasa a Asalto 8 para siempre.",
    [TR_TUT2_RAID_8] = "El Asalto 8, a partir de ahora: «%s»",
    [TR_TUT2_UNDO] = "¿Cambias de idea? Deshacer (o Retroceso) retira tu jugada, y el volteo con ella, hasta la próxima tirada.",
    [TR_TUT2_TAKE_HINT] = "Toma ahora la pista 1: haz clic en su fila bajo tu hoja. El 2 amarillo, subido a 3 con 1 de influencia, construye un Mercado: +4 PV.",
    [TR_TUT2_HOTSEAT] = "La imagen 1 muestra otra partida: 2 jugadores en una pantalla, hojas ocultas. Tras elegir, Jugador 1 pulsa Pasar el turno.",
    [TR_TUT2_HANDOVER] = "Imagen 2: la pantalla de relevo oculta todas las hojas y pide a los demás que no miren. Jugador 2 muestra su propia hoja y elige entre los mismos dados.",
    [TR_TUT2_REVEAL] = "Imagen 3, en la pantalla de Jugador 2: el último en elegir pulsa Mostrar las elecciones, que revela las jugadas de todos; ya no se pueden deshacer.",
    [TR_TUT2_END] = "Fin de la lección 2. Para jugar con la expansión, marca Banquetes y Asaltos al preparar una partida.",

    /* numbers */
    [TR_DECIMAL_POINT] = ",",
};
