/* lang_fr.c — the game's French strings.
 *
 * Terms: the French edition's names as far as we know them (the game comes from a French-speaking
 * publisher, and French reviews of the box quote them): Forteresse, Palais des comtes, Hôtel de
 * ville, Cathédrale, Évêché; bâtiments de prestige and bâtiments de fonction ("fonction" when
 * short); the quartiers Noble, Civil and Religieux; tuiles Place; the expansion Banquets et Raids
 * (its sides Banquet and Raid); influence, deniers, savoir; the characters' names. Ours (not
 * checked against a French rulebook): Halle (Great Hall), citoyens and their pistes, place
 * (plaza), emplacement (a slot of the inner disc), demi-journée, bonus de lien (the lozenges),
 * Exploits (achievements), and every on-screen wording. The player is addressed as "vous";
 * French spacing puts a no-break space (U+00A0) before : ; ! ? and inside « ».
 */
#include "app_lang_internal.h"

const char *const tr_table_fr[TR_COUNT] = {
    [TR_LANG_NAME] = "Français",
    [TR_GAME_TITLE] = "Troyes Dice",

    [TR_COLOUR_RED] = "rouge",
    [TR_COLOUR_YELLOW] = "jaune",
    [TR_COLOUR_WHITE] = "blanc",
    [TR_COLOUR_F_RED] = "rouge",
    [TR_COLOUR_F_YELLOW] = "jaune",
    [TR_COLOUR_F_WHITE] = "blanche",
    [TR_COLOUR_CAP_RED] = "Rouge",
    [TR_COLOUR_CAP_YELLOW] = "Jaune",
    [TR_COLOUR_CAP_WHITE] = "Blanc",
    [TR_DIE_RED] = "%d rouge",
    [TR_DIE_YELLOW] = "%d jaune",
    [TR_DIE_WHITE] = "%d blanc",
    [TR_DIE_BLACK] = "%d noir",
    [TR_DIE_FREE] = "%s gratuit",
    [TR_DIE_PRICED] = "%s à %s",
    [TR_DIE_KEY] = "%s (touche %d)",
    [TR_TRACK_RED] = "piste des citoyens rouges",
    [TR_TRACK_YELLOW] = "piste des citoyens jaunes",
    [TR_TRACK_WHITE] = "piste des citoyens blancs",
    [TR_DISTRICT_RED] = "Noble",
    [TR_DISTRICT_YELLOW] = "Civil",
    [TR_DISTRICT_WHITE] = "Religieux",
    [TR_RES_INFLUENCE] = "influence",
    [TR_RES_DENIERS] = "deniers",
    [TR_RES_KNOWLEDGE] = "savoir",
    [TR_RES_CAP_INFLUENCE] = "Influence",
    [TR_RES_CAP_DENIERS] = "Deniers",
    [TR_RES_CAP_KNOWLEDGE] = "Savoir",
    [TR_RES_ONE_INFLUENCE] = "influence",
    [TR_RES_ONE_DENIERS] = "denier",
    [TR_RES_ONE_KNOWLEDGE] = "savoir",
    [TR_AMOUNT_ONE_INFLUENCE] = "%d influence",
    [TR_AMOUNT_ONE_DENIERS] = "%d denier",
    [TR_AMOUNT_ONE_KNOWLEDGE] = "%d savoir",
    [TR_AMOUNT_INFLUENCE] = "%d influence",
    [TR_AMOUNT_DENIERS] = "%d deniers",
    [TR_AMOUNT_KNOWLEDGE] = "%d savoir",
    [TR_ROW_FORTRESS] = "Forteresse",
    [TR_ROW_PALACE] = "Palais des comtes",
    [TR_ROW_GREAT_HALL] = "Halle",
    [TR_ROW_CITY_HALL] = "Hôtel de ville",
    [TR_ROW_CATHEDRAL] = "Cathédrale",
    [TR_ROW_BISHOPRIC] = "Évêché",
    [TR_ROW_A_FORTRESS] = "une Forteresse",
    [TR_ROW_A_PALACE] = "un Palais des comtes",
    [TR_ROW_A_GREAT_HALL] = "une Halle",
    [TR_ROW_A_CITY_HALL] = "un Hôtel de ville",
    [TR_ROW_A_CATHEDRAL] = "une Cathédrale",
    [TR_ROW_A_BISHOPRIC] = "un Évêché",
    [TR_CHARACTER_1] = "Hugues de Payns",
    [TR_CHARACTER_2] = "Isabeau de Bavière",
    [TR_CHARACTER_3] = "Thibaut II",
    [TR_CHARACTER_4] = "Jeanne de Champagne",
    [TR_CHARACTER_5] = "Urbain IV",
    [TR_CHARACTER_6] = "Marie de Champagne",
    [TR_PRESTIGE] = "prestige",
    [TR_WORK] = "fonction",
    [TR_ACTION_GAIN] = "Gagner",
    [TR_ACTION_PRESTIGE] = "Prestige",
    [TR_ACTION_WORK] = "Fonction",
    [TR_BOT_RANDOM] = "Aléatoire",
    [TR_BOT_GREEDY] = "Glouton",
    [TR_BOT_EXPERT] = "Expert",
    [TR_BOT_BEGINNER] = "Débutant",
    [TR_BOT_CASUAL] = "Occasionnel",
    [TR_BOT_REGULAR] = "Habitué",
    [TR_NUMBERING_STANDARD] = "Standard",
    [TR_NUMBERING_RANDOM] = "Aléatoire",
    [TR_NUMBERING_EXPERT] = "Libre",
    [TR_VP] = "%d PV",
    [TR_BTN_BACK] = "Retour",
    [TR_BTN_NEXT] = "Suivante",
    [TR_BTN_PREVIOUS] = "Précédente",

    [TR_SHEET_CITIZENS] = "Citoyens",
    [TR_SHEET_CHARACTERS] = "Personnages",
    [TR_SHEET_COLUMN] = "col. %d",
    [TR_SHEET_TOTALS] = "Ressources +%d PV   Citoyens +%d PV",

    [TR_WHEEL_BANQUET] = "Banquet %d",
    [TR_WHEEL_RAID] = "Raid %d",
    [TR_WHEEL_FREE] = "gratuit",
    [TR_PRICE_ANY] = "1 ressource au choix",
    [TR_WHEEL_DAY] = "jour",
    [TR_WHEEL_ATTACKS] = "attaques !",
    [TR_WHEEL_AM] = "matin",
    [TR_WHEEL_PM] = "ap.-midi",
    [TR_TILE_BANQUET_1] = "±2 par infl.",
    [TR_TILE_BANQUET_2] = "couleur : 1 S",
    [TR_TILE_BANQUET_3] = "dé gratuit",
    [TR_TILE_BANQUET_4] = "Forteresse +2 cit.",
    [TR_TILE_BANQUET_5] = "Cathédrale +1 ch.",
    [TR_TILE_BANQUET_6] = "Halle +1 dé",
    [TR_TILE_BANQUET_7] = "fonction +1 cit.",
    [TR_TILE_BANQUET_8] = "noir inoffensif",
    [TR_TILE_RAID_1] = "valeur fixe",
    [TR_TILE_RAID_2] = "couleur fixe",
    [TR_TILE_RAID_3] = "+1 denier",
    [TR_TILE_RAID_4] = "+1 influence",
    [TR_TILE_RAID_5] = "+1 savoir",
    [TR_TILE_RAID_6] = "pas de prestige",
    [TR_TILE_RAID_7] = "valeur 0",
    [TR_TILE_RAID_8] = "second dé noir",
    [TR_TIP_TILE_BANQUET_1] = "Chaque influence déplace la valeur de ce dé de 1 ou de 2, au choix.",
    [TR_TIP_TILE_BANQUET_2] = "Changer de couleur coûte 1 savoir au lieu de 2.",
    [TR_TIP_TILE_BANQUET_3] = "Ce dé est gratuit : le prix de son emplacement n’est pas payé.",
    [TR_TIP_TILE_BANQUET_4] = "Une Forteresse construite avec lui donne en plus 1 citoyen rouge et 1 jaune ou blanc.",
    [TR_TIP_TILE_BANQUET_5] = "Une Cathédrale construite avec lui donne en plus 1 de chaque ressource.",
    [TR_TIP_TILE_BANQUET_6] = "Une Halle construite avec lui compte un dé de plus de la couleur demandée.",
    [TR_TIP_TILE_BANQUET_7] = "Un bâtiment de fonction construit avec lui donne 1 citoyen de plus de sa couleur.",
    [TR_TIP_TILE_BANQUET_8] = "Le dé noir tombé ici ne détruit rien et se choisit comme un dé de cette couleur.",
    [TR_TIP_TILE_RAID_1] = "L’influence ne peut pas changer la valeur de ce dé.",
    [TR_TIP_TILE_RAID_2] = "La couleur de ce dé ne peut pas être changée.",
    [TR_TIP_TILE_RAID_3] = "1 denier de plus que le prix de l’emplacement.",
    [TR_TIP_TILE_RAID_4] = "1 influence de plus que le prix de l’emplacement.",
    [TR_TIP_TILE_RAID_5] = "1 savoir de plus que le prix de l’emplacement.",
    [TR_TIP_TILE_RAID_6] = "Ce dé ne peut pas construire de bâtiment de prestige.",
    [TR_TIP_TILE_RAID_7] = "Ce dé vaut 0 : l’influence peut l’augmenter ; 0 ne correspond à aucune colonne.",
    [TR_TIP_TILE_RAID_8] = "Un dé posé ici est un second dé noir : il ne peut pas être choisi et détruit sa place.",
    [TR_TIP_TILE_LATER] = "Côté Raid, une fois sa place détruite par le dé noir :",
    [TR_TIP_TILE_RAID_8_ATTACK] = "Dès le jour 3, chaque feuille perd aussi la case de dé de sa valeur dans cette couleur (une Forteresse la protège).",
    [TR_TIP_CIT_15_HEAD] = "15e citoyen",
    [TR_TIP_CIT_15] = "Sur cette piste : construisez %s ou %s dans une case libre de sa rangée (perdu si aucun n’en a).",
    [TR_TIP_CIT_20_HEAD] = "20e citoyen",
    [TR_TIP_CIT_20] = "Il donne 1 citoyen de chacune des deux autres couleurs.",
    [TR_TIP_CIT_COL_HEAD] = "Colonne de citoyens %d",
    [TR_TIP_CIT_COL3] = "Quand les trois pistes l’atteignent : 1 influence, 1 denier et 1 savoir.",
    [TR_TIP_CIT_COLWORK] = "Quand les trois pistes l’atteignent : construisez un bâtiment de fonction au choix, de n’importe quelle couleur.",

    [TR_PLAY_NOTE_BLACK_DIE] = "Le dé noir ne peut pas être choisi.",
    [TR_PLAY_NOTE_FORCED] = "Un bonus a dessiné %s (sa seule case libre).",
    [TR_LOST_CIT15] = "15e citoyen %s : aucune case libre pour %s ni pour %s, son bâtiment est donc perdu.",
    [TR_LOST_WORK] = "Colonne de citoyens %d : aucune case libre de bâtiment de fonction, son bâtiment est donc perdu.",
    [TR_LOST_SHORT_CIT15] = "le bâtiment du 15e citoyen %s perdu (aucune case libre)",
    [TR_LOST_SHORT_WORK] = "le bâtiment de la colonne de citoyens %d perdu (aucune case libre)",
    [TR_PLAY_NOTE_DESTROYED] = "Cette place est détruite pour cette demi-journée.",
    [TR_PLAY_NOTE_CANNOT_PAY] = "Vous ne pouvez pas payer ce dé.",
    [TR_PLAY_NOTE_NOT_ALLOWED] = "Interdit : %s.",
    [TR_PLAY_NOTE_DIE_SET] = "Le %s en %s (%s) : recliquez la case, ou Valider.",
    [TR_PLAY_NOTE_PICK_DIE] = "Choisissez d’abord un dé (touches %s).",
    [TR_PLAY_NOTE_PICK_ACTION] = "Choisissez quoi en faire : gagner, prestige ou fonction.",
    [TR_PLAY_NOTE_ENTER_AGAIN] = "Entrée à nouveau le joue ; Tab choisit une autre action.",
    [TR_PLAY_NOTE_NOTHING_TO_UNDO] = "Rien à annuler : un lancer ne se reprend jamais.",
    [TR_PLAY_NOTE_SHEETS_HIDDEN] = "Les feuilles sont cachées : chaque joueur ne voit que la sienne.",
    [TR_PLAY_NOTE_REVEALED_NO_UNDO] = "Les coups de tous sont affichés : cette demi-journée ne peut plus être annulée.",
    [TR_PLAY_NOTE_OVER_NO_UNDO] = "La partie est finie et comptée : ses coups ne peuvent plus être annulés.",
    [TR_PLAY_NOTE_BOT_NO_UNDO] = "%s joue seul : ses coups ne s’annulent pas.",
    [TR_PLAY_NOTE_HINT] = "Conseils : numérotés sur votre feuille ; un clic sur l’un d’eux, ou H, le prépare.",
    [TR_PLAY_NOTE_THINKING] = "L’expert pèse vos choix…",
    [TR_PLAY_NOTE_BOT_REFUSED] = "Le coup de %s a été refusé (%s).",
    [TR_PLAY_NOTE_BOT_MOVE] = "%s : %s.",
    [TR_PLAY_NOTE_BOT_CHOSE] = "%s a choisi.",
    [TR_MOVE_GAIN] = "le %s, gagne %s",
    [TR_MOVE_BUILD] = "le %s, construit %s",
    [TR_MOVE_GAIN_AS] = "le %s en %s, gagne %s",
    [TR_MOVE_BUILD_AS] = "le %s en %s, construit %s",
    [TR_MOVE_FALLBACK] = "aucun dé payable : 1 de chaque ressource",
    [TR_MOVE_BONUS_BUILD] = "bonus : %s en colonne %d",
    [TR_MOVE_CITIZEN] = "un citoyen %s",
    [TR_MOVE_ROLLED] = "a lancé les dés",
    [TR_BANNER_BANQUET8] =
        "Le %d noir est tombé sur le Banquet 8 : aucune destruction, et il peut servir de dé %s.",
    [TR_BANNER_DESTROYS] = "Le %d noir détruit la place %s.",
    [TR_BANNER_RAID8] = " Le dé %s %d, sur le Raid 8, est un second dé noir : il détruit sa place aussi.",
    [TR_BANNER_CROSSED_YOU] = " Dans votre quartier %s, la case de dé %d est barrée.",
    [TR_BANNER_CROSSED_NAMED] = " %s : dans le quartier %s, la case de dé %d est barrée.",
    [TR_BANNER_ALREADY] = " Dans le quartier %s, la case de dé %d était déjà barrée.",
    [TR_BANNER_PROTECTED] = " Une Forteresse protège la colonne %d : rien n’est perdu.",
    [TR_BANNER_FROM_DAY3] = " (Les feuilles sont attaquées à partir du jour 3.)",
    [TR_BANNER_THEN] = ", puis %s",
    [TR_NEED_PRESTIGE] = "15e citoyen %s : construisez %s ou %s dans une case en surbrillance.",
    [TR_NEED_WORK] = "Bonus de colonne : construisez le bâtiment de fonction de votre choix dans "
                     "une case en surbrillance.",
    [TR_NEED_OVERFLOW] = "Votre %s est pleine : cliquez sur la piste qui reçoit ce citoyen.",
    [TR_NEED_BANQUET4] = "Banquet 4 : prenez un citoyen jaune ou blanc (cliquez sur sa piste).",
    [TR_PLAY_PROGRESS_TITLE] = "Exploits à votre portée dans cette partie",
    [TR_PLAY_PROG_PLAYED_SOLO] = "3 parties en solo",
    [TR_PLAY_PROG_PLAYED_MULTI] = "3 parties à plusieurs",
    [TR_PLAY_PROG_PLAYED_EXPANSION] = "3 parties avec l’extension",
    [TR_PLAY_PROG_SCORE_45] = "Finir avec 45 PV",
    [TR_PLAY_PROG_SCORE_55] = "Finir avec 55 PV",
    [TR_PLAY_PROG_SCORE_65] = "Finir avec 65 PV",
    [TR_PLAY_PROG_WIN_MULTI_60] = "Gagner avec plus de 60 PV",
    [TR_PLAY_PROG_CHARACTER_18] = "18 PV d’un seul personnage",
    [TR_PLAY_PROG_CITIZENS_40] = "40 citoyens",
    [TR_PLAY_PROG_PRESTIGE_ROW] = "Une rangée de prestige complète",
    [TR_PLAY_PROG_WORK_ROW] = "Une rangée de fonction complète",
    [TR_PLAY_PROG_RESOURCE_TRACK] = "Une piste de ressources complète",
    [TR_PLAY_PROG_CITIZEN_TRACK] = "Une piste de citoyens complète",
    [TR_PLAY_PROG_TIP_NOW] = "Cette feuille en a %d sur %d pour l’instant.",
    [TR_PLAY_PROG_TIP_VP] = "La barre compte les PV que la feuille marquerait maintenant : dépenser des ressources la fait baisser.",
    [TR_PLAY_PROG_TIP_ROW] = "Une case barrée dans une rangée ferme cette rangée pour cet exploit.",
    [TR_PLAY_HINTS_TITLE] = "Les conseils de l’expert",
    [TR_PLAY_HINT_PAY] = ", payez %s",
    [TR_PLAY_HINT_DIE_GAIN] = "Prenez le %s : gagnez %s",
    [TR_PLAY_HINT_DIE_BUILD] = "Prenez le %s : construisez %s",
    [TR_PLAY_HINT_DIE_GAIN_AS] = "Prenez le %s en %s : gagnez %s",
    [TR_PLAY_HINT_DIE_BUILD_AS] = "Prenez le %s en %s : construisez %s",
    [TR_PLAY_HINT_FALLBACK] = "Aucun dé payable : gagnez 1 de chaque ressource",
    [TR_PLAY_HINT_BONUS_BUILD] = "Construisez %s en colonne %d",
    [TR_PLAY_HINT_CITIZEN] = "Prenez un citoyen %s",
    [TR_PLAY_HINTS_ALIKE] = "Les conseils de l’expert : l’un vaut l’autre",
    [TR_PLAY_HINTS_COLUMN] = "Score final, en jouant ensuite comme l’expert",
    [TR_BAR_OVER] = "La partie est terminée",
    [TR_BAR_MORNING] = "Jour %d sur 8 · matin",
    [TR_BAR_AFTERNOON] = "Jour %d sur 8 · après-midi",
    [TR_BTN_HINT] = "Conseil",
    [TR_BTN_UNDO] = "Annuler",
    [TR_BTN_SOUND] = "Son",
    [TR_BTN_SOUND_OFF] = "Son coupé",
    [TR_PANEL_OVER] = "Le 8e après-midi est terminé : décompte final.",
    [TR_BTN_SEE_SCORES] = "Voir les scores",
    [TR_PANEL_DAY1] = "Le jour 1 commence. Lancez les quatre dés.",
    [TR_PANEL_ALL_CHOSEN] = "Tout le monde a choisi.",
    [TR_PANEL_ALL_CHOSEN_ROLL] = "Tout le monde a choisi. Lancez pour la demi-journée suivante.",
    [TR_BTN_ROLL] = "Lancer les dés",
    [TR_BTN_REVEAL] = "Montrer les choix",
    [TR_BTN_PASS] = "Passer la main",
    [TR_PANEL_WAITING_ONE] = "%s a choisi. En attente de %d autre joueur...",
    [TR_PANEL_WAITING_MANY] = "%s a choisi. En attente de %d autres joueurs...",
    [TR_PANEL_PASS] = "%s, votre choix est sur votre feuille.",
    [TR_PANEL_HELD] = "Annuler le reprend tant que les choix ne sont pas montrés : tout le monde a choisi.",
    [TR_PANEL_PASS_NEXT] = "Annuler le reprend tant que vous n’avez pas passé la main. Ensuite : %s.",
    [TR_PANEL_PEEK] = "La feuille de %s est affichée.",
    [TR_PANEL_PEEK_BACK] = "Entrée, ou un nom dans la barre du haut, ramène la feuille de %s.",
    [TR_PANEL_ARROWS] = "Un clic prend une option en surbrillance ; les flèches ou Entrée en montrent une, et Entrée la prend.",
    [TR_PANEL_ENTER_TAKES] = "Entrée : %s",
    [TR_PANEL_MOVE_SCORE] = "Ce coup : %+d PV",
    [TR_PANEL_NO_DIE] = "Vous ne pouvez payer aucun dé, et aucun n’est gratuit.",
    [TR_PANEL_FALLBACK_GAIN] = "À la place, vous gagnez 1 influence, 1 denier et 1 savoir.",
    [TR_BTN_FALLBACK] = "Prendre 1 de chaque ressource",
    [TR_PANEL_PICK_DIE] = "%s : choisissez un dé sur la roue.",
    [TR_PANEL_PICK_DIE_KEYS] = "%s : choisissez un dé sur la roue (touches %s).",
    [TR_PANEL_KEYS_RANGE] = "%d à %d",
    [TR_PANEL_TARGETS] = "Un dé allume ses cases, les trois meilleures avec leur coût ; survolez une rangée pour ses autres cases et leur coût.",
    [TR_PANEL_PAY_WITH] = "Payer avec",
    [TR_PANEL_PAY_ONE] = "1 %s",
    [TR_PANEL_DIE_COSTS] = "Le %s coûte %s.",
    [TR_PANEL_DIE_FREE] = "Le %s est gratuit.",
    [TR_PANEL_DIE_COSTS_RAID] = "Le %s coûte %s, plus %s pour le Raid.",
    [TR_PANEL_DIE_RAID] = "Le %s coûte %s pour le Raid.",
    [TR_PANEL_DIE_IN_ALL] = "Le %s avec les changements : %s.",
    [TR_PLAY_NOTE_RAID] = "Raid : le %s coûte %s de plus.",
    [TR_PANEL_VALUE] = "Valeur",
    [TR_PANEL_COLOUR] = "Couleur",
    [TR_PANEL_COST_TIMES] = "%d×",
    [TR_TIP_VALUE_COST] = "Passer la valeur à %d coûte %s.",
    [TR_TIP_COLOUR_COST] = "Passer la couleur en %s coûte %s.",
    [TR_BTN_CONFIRM] = "Valider (Entrée)",
    [TR_BTN_MENU] = "Menu",
    [TR_PAUSE_TITLE] = "Pause",
    [TR_PAUSE_RESUME] = "Reprendre",
    [TR_PAUSE_RULES] = "Règles",
    [TR_PAUSE_SETTINGS] = "Options",
    [TR_PAUSE_SAVE_LEAVE] = "Enregistrer et quitter",
    [TR_PAUSE_RESTART_LESSON] = "Recommencer la leçon",
    [TR_PAUSE_LEAVE_LESSON] = "Quitter la leçon",
    [TR_PAUSE_FOOT] = "Après Enregistrer et quitter, Continuer (écran titre) reprend la partie.",
    [TR_PAUSE_FOOT_LESSON] = "La leçon garde sa place : Reprendre leçon, sur l’écran titre.",
    [TR_EXPLAIN_HEAD] = "%s · colonne %d",
    [TR_EXPLAIN_ON_TRACK] = "+%d sur la %s",
    [TR_EXPLAIN_GIVES] = "Le dessin rapporte %s.",
    [TR_EXPLAIN_FORTRESS] = "Elle protège aussi les dés de cette colonne, dans les trois quartiers, des attaques suivantes.",
    [TR_EXPLAIN_HALL] = "Le dessin rapporte %s par dé %s disponible de la demi-journée.",
    [TR_EXPLAIN_CATHEDRAL] = "Il débloque %s : chaque case « %s » dessinée vaut 1, 2 ou 3 PV, selon que cette Cathédrale est votre 1re–2e, 3e–4e ou 5e–6e.",
    [TR_EXPLAIN_DRAWN] = "Déjà dessiné.",
    [TR_EXPLAIN_CROSSED] = "Barré : on ne peut plus le dessiner.",
    [TR_EXPLAIN_PICK] = "Choisissez un dé pour voir ce qu’il coûterait.",
    [TR_EXPLAIN_LINK_HEAD] = "Lien · %s, colonnes %d et %d",
    [TR_EXPLAIN_LINK] = "Avec les deux bâtiments dessinés : %s. Perdu pour de bon dès que l’un est barré.",
    [TR_EXPLAIN_LINK_GAINED] = "Obtenu.",
    [TR_EXPLAIN_LINK_LOST] = "Perdu : l’un des deux est barré.",
    [TR_GUIDE_BTN] = "Lire la feuille",
    [TR_GUIDE_TITLE] = "Comment lire votre feuille",
    [TR_GUIDE_FOOT] = "Pointez une case pour le détail. G, Échap ou un clic ici ferme ce guide.",
    [TR_GUIDE_TIP] = "Votre feuille est à droite : son bouton Lire la feuille (ou G) dit ce que signifie chaque rangée.",
    [TR_GUIDE_BOXES_NAME] = "Cases de dé",
    [TR_GUIDE_BOXES] = "Un dé agit dans le quartier de sa couleur, dans la colonne dont la case montre sa valeur. Dès le jour 3, le dé noir barre des cases.",
    [TR_GUIDE_FORTRESS] = "Donne le citoyen montré et protège des attaques les cases de dé de sa colonne.",
    [TR_GUIDE_PALACE] = "Donne les citoyens montrés. Un losange entre deux cases donne son bonus dès que les deux sont construites.",
    [TR_GUIDE_TRACKS_NAME] = "Pistes de ressources",
    [TR_GUIDE_TRACKS] = "Les cases entourées sont ce que vous avez (3 au départ) ; dépenser les barre. Les cases 6, 12 et 18 donnent un citoyen.",
    [TR_GUIDE_RESOURCES_NAME] = "Ressources",
    [TR_GUIDE_RESOURCES] = "L’influence (rouge) change la valeur d’un dé, 1 par cran ; le savoir (blanc) sa couleur, pour 2 ; les deniers (jaune) paient les prix de la roue. 2 gardés : 1 PV.",
    [TR_GUIDE_GREAT_HALL] = "Donne ce qui est montré une fois par dé disponible de la couleur du carré dans cette demi-journée.",
    [TR_GUIDE_CITY_HALL] = "Donne les citoyens montrés.",
    [TR_GUIDE_CATHEDRAL] = "Ouvre le personnage de sa colonne (à droite) : à la fin, 1, 2 ou 3 PV par bâtiment de ce type.",
    [TR_GUIDE_BISHOPRIC] = "Donne les citoyens montrés.",
    [TR_GUIDE_COLUMNS_NAME] = "Colonnes 3, 6, 11",
    [TR_GUIDE_COLUMNS] = "Quand les trois pistes de citoyens en atteignent une, son bonus, une fois : à la 3e, une ressource de chaque ; à la 6e et la 11e, un bâtiment de fonction au choix.",
    [TR_GUIDE_CITIZENS_NAME] = "Citoyens",
    [TR_GUIDE_CITIZENS] = "1 PV chacun, entourés depuis la gauche. Le 15e d’une piste construit l’un des bâtiments de prestige montrés au bout ; le 20e donne un citoyen de chaque autre couleur.",
    [TR_TIP_COST] = "Coût :",
    [TR_TIP_COST_DIE] = " %s pour le dé,",
    [TR_TIP_COST_RAID] = " +%s pour le raid,",
    [TR_TIP_COST_VALUE] = " %s pour la valeur,",
    [TR_TIP_COST_COLOUR] = " %s pour la couleur,",
    [TR_TIP_NOTHING] = " rien",
    [TR_TIP_RESOURCES] = "Ressources au total :",
    [TR_TIP_NO_CHANGE] = " aucun changement",
    [TR_TIP_CITIZENS] = "Citoyens :",
    [TR_TIP_BUILDINGS] = "Bâtiments : %d",
    [TR_TIP_CIT_SPLIT] = " (%s)",
    [TR_TIP_CIT_FROM_BUILDING] = "%d du bâtiment",
    [TR_TIP_CIT_FROM_LINK] = "%d du lien",
    [TR_TIP_CIT_FROM_TILE] = "%d du Banquet %d",
    [TR_TIP_WITH_LINK] = ", avec un bonus de lien",
    [TR_TIP_CATHEDRAL] = " (Cathédrale)",
    [TR_TIP_MULTIPLIER] = "Multiplicateur de Cathédrale ×%d",
    [TR_TIP_SCORE] = "Variation du score : %+d PV",
    [TR_TIP_THEN_BONUS] = ", puis un bonus à choisir",
    [TR_TIP_DIEBOX_CROSSED] = "Cette case de dé est barrée : ses bâtiments sont perdus, mais gagner des ressources reste possible.",
    [TR_TIP_COL3_REACHED] = "Colonne de citoyens 3 atteinte : 1 influence, 1 denier et 1 savoir, compris dans les ressources "
                            "ci-dessus.",
    [TR_TIP_COLWORK_REACHED] = "Colonne de citoyens %d atteinte : un bâtiment de fonction en bonus.",
    [TR_TIP_BTN_HINT_OFF] = "Pas maintenant : les conseils viennent quand vous avez un dé ou un bonus à choisir.",
    [TR_HINTS_SWITCHED_OFF] = "Les conseils sont désactivés : les Options les réactivent.",
    [TR_TITLE_CONT_SCORES] = "Terminée : ses scores finaux à voir · %s · %s",
    [TR_TIP_BTN_MENU] = "Le menu de pause : reprendre, lire les règles, changer les options, ou enregistrer la partie et revenir à l’écran titre.",
    [TR_TIP_BTN_MENU_KEY] = "Touche : Échap (quand rien n’est choisi)",
    [TR_TIP_BTN_HINT] = "Les meilleurs choix de l’expert, numérotés sur votre feuille.",
    [TR_TIP_BTN_HINT_KEY] = "Touche : H (encore : prépare le suivant)",
    [TR_TIP_BTN_UNDO] = "Reprend votre dernier choix.",
    [TR_TIP_BTN_UNDO_KEY] = "Touche : Retour arrière, ou un clic droit",
    [TR_TIP_BTN_SOUND] = "Active ou coupe le son.",
    [TR_TIP_BTN_SOUND_KEY] = "Touche : M",
    [TR_TIP_ACTION_OFF] = "%s : pas avec ce dé tel qu’il est.",
    [TR_TIP_ACTION_OFF_WHY] = "Aucune case à sa portée pour cela : construite, barrée, ou plus chère que ce que vous pouvez payer.",
    [TR_TIP_DIE_HEAD] = "Le %s",
    [TR_TIP_DIE_HEAD_BLACK] = "Le %s, joué comme dé %s",
    [TR_TIP_DIE_FREE] = "Gratuit.",
    [TR_TIP_DIE_PRICE] = "Le prendre coûte %s.",
    [TR_TIP_DIE_CHOICE] = "Le prendre coûte 1 ressource au choix.",
    [TR_TIP_DIE_SURCHARGE] = "Un Raid ajoute %s.",
    [TR_TIP_DIE_CLICK] = "Cliquez-le : les cases à sa portée s’allument.",
    [TR_TIP_PRICE_MORNING] = "Prix pour prendre le dé d’à côté ce matin : %s.",
    [TR_TIP_PRICE_AFTERNOON] = "Prix pour prendre le dé d’à côté cet après-midi : %s.",
    [TR_TIP_PRICE_MORNING_DIE] = "Prix pour prendre le %s ce matin : %s.",
    [TR_TIP_PRICE_AFTERNOON_DIE] = "Prix pour prendre le %s cet après-midi : %s.",
    [TR_TIP_PRICE_TURNS] = "L’anneau intérieur tourne d’un cran chaque jour : chaque prix suit son dé, au-dessus d’une autre place.",
    [TR_TIP_SEAT_HIDDEN] = "Feuilles cachées : celle de %s reste cachée jusqu’à ce que les choix de tous soient montrés.",
    [TR_TIP_DIE_BLACK] = "Le dé noir a détruit sa place : il ne peut pas être pris cette demi-journée.",

    [TR_SETUP_PLAYERS] = "Joueurs",
    [TR_SETUP_ADD_PERSON] = "+ Ajouter une personne",
    [TR_SETUP_ADD_BOT] = "+ Ajouter un bot",
    [TR_SETUP_HUMAN] = "Humain",
    [TR_SETUP_BOT] = "Bot",
    [TR_SETUP_KINDS_HELP] = "Humain : une personne joue la place sur cet écran. Bot : l’ordinateur la joue ; ◀ ▶ règlent son niveau.",
    [TR_SETUP_PLAYER_N] = "Joueur %d",
    [TR_SETUP_BOT_N] = "Bot %d (%s)",
    [TR_SETUP_NUMBERING] = "Numérotation des colonnes",
    [TR_SETUP_EXPANSION] = "Extension Banquets et Raids",
    [TR_SETUP_OPEN_SHEETS] = "Feuilles visibles (sans écran de relais)",
    [TR_SETUP_GAME_ID] = "Code de partie",
    [TR_SETUP_SEED] = "Graine",
    [TR_SETUP_START] = "Commencer la partie",

    [TR_HANDOVER_PASS] = "À vous, %s",

    [TR_END_CITIZENS] = "Citoyens",
    [TR_END_TOTAL] = "Total",
    [TR_END_NEW_GAME] = "Nouvelle partie",
    [TR_END_GAME_ID] = "Partie %s",

    [TR_MENU_CONTINUE] = "Continuer",
    [TR_MENU_NEW_GAME] = "Nouvelle partie",
    [TR_MENU_ACHIEVEMENTS] = "Exploits",
    [TR_MENU_STATS] = "Statistiques",
    [TR_MENU_RULES] = "Règles",
    [TR_MENU_SETTINGS] = "Options",
    [TR_MENU_QUIT] = "Quitter",
    [TR_TITLE_TAGLINE] = "Huit jours dans la Troyes médiévale",

    [TR_SET_TITLE] = "Options",
    [TR_SET_LANGUAGE] = "Langue",
    [TR_SET_LANG_AUTO] = "Automatique (système)",
    [TR_SET_SYMBOLS] = "Symboles pour daltoniens",
    [TR_SET_ANIMATION] = "Animations",
    [TR_SET_ANIM_OFF] = "Désactivées",
    [TR_SET_ANIM_SLOW] = "Lentes",
    [TR_SET_ANIM_NORMAL] = "Normales",
    [TR_SET_ANIM_FAST] = "Rapides",
    [TR_SET_VOLUME] = "Volume",
    [TR_SET_MUTE] = "Muet",
    [TR_SET_FULLSCREEN] = "Plein écran",
    [TR_SET_UI_SCALE] = "Taille de l’interface",
    [TR_SET_HANDOVER] = "Écrans de relais",
    [TR_SET_HINTS] = "Conseils",
    [TR_SET_ON] = "Oui",
    [TR_SET_OFF] = "Non",
    [TR_SET_PERCENT] = "%d %%",

    [TR_ACH_TITLE] = "Exploits",
    [TR_ACH_NAME_PLAYED_SOLO] = "Seul à Troyes",
    [TR_ACH_NAME_PLAYED_MULTI] = "En bonne compagnie",
    [TR_ACH_NAME_PLAYED_EXPANSION] = "Festins et pillages",
    [TR_ACH_NAME_SCORE_45] = "Citoyen respecté",
    [TR_ACH_NAME_SCORE_55] = "Notable",
    [TR_ACH_NAME_SCORE_65] = "Pilier de la ville",
    [TR_ACH_NAME_WIN_MULTI_60] = "Champion de Champagne",
    [TR_ACH_NAME_CHARACTER_18] = "Mécène",
    [TR_ACH_NAME_CITIZENS_40] = "Rues animées",
    [TR_ACH_NAME_PRESTIGE_ROW] = "Rangée de prestige",
    [TR_ACH_NAME_WORK_ROW] = "À l’ouvrage",
    [TR_ACH_NAME_RESOURCE_TRACK] = "Coffres pleins",
    [TR_ACH_NAME_CITIZEN_TRACK] = "Piste complète",
    [TR_ACH_DESC_PLAYED_SOLO] = "Jouer 3 parties en solo.",
    [TR_ACH_DESC_PLAYED_MULTI] = "Jouer 3 parties à plusieurs.",
    [TR_ACH_DESC_PLAYED_EXPANSION] = "Jouer 3 parties avec l’extension Banquets et Raids.",
    [TR_ACH_DESC_SCORE_45] = "Finir une partie avec au moins 45 PV.",
    [TR_ACH_DESC_SCORE_55] = "Finir une partie avec au moins 55 PV.",
    [TR_ACH_DESC_SCORE_65] = "Finir une partie avec au moins 65 PV.",
    [TR_ACH_DESC_WIN_MULTI_60] = "Gagner une partie à plusieurs avec plus de 60 PV.",
    [TR_ACH_DESC_CHARACTER_18] = "Marquer 18 PV grâce à un seul personnage.",
    [TR_ACH_DESC_CITIZENS_40] = "Finir une partie avec au moins 40 citoyens.",
    [TR_ACH_DESC_PRESTIGE_ROW] =
        "Finir une partie avec tous les bâtiments de prestige d’une rangée dessinés.",
    [TR_ACH_DESC_WORK_ROW] =
        "Finir une partie avec tous les bâtiments de fonction d’une rangée dessinés.",
    [TR_ACH_DESC_RESOURCE_TRACK] = "Finir une partie avec les 18 cases d’une piste de ressources entourées : les dépensées (barrées) comptent aussi.",
    [TR_ACH_DESC_CITIZEN_TRACK] = "Finir une partie avec tous les citoyens d’une piste entourés.",
    [TR_ACH_NOT_YET] = "Pas encore réussi",
    [TR_ACH_SUMMARY] = "Exploits : %d sur %d · parties jouées : %lld",

    [TR_STATS_TITLE] = "Statistiques",
    [TR_STATS_GAMES] = "Parties jouées",
    [TR_STATS_WINS] = "Victoires à plusieurs",
    [TR_STATS_BEST] = "Meilleur score",
    [TR_STATS_AVERAGE] = "Score moyen",
    [TR_STATS_HIGH_SCORES] = "Meilleurs scores",
    [TR_STATS_NONE] = "Aucune partie jouée pour l’instant.",
    [TR_STATS_LIST_LOST] = "La liste de ces parties a été perdue avec un fichier abîmé.",
    [TR_STATS_AVG_CHARACTER] = "PV moyens par personnage",

    [TR_RULES_TITLE] = "Règles",
    [TR_RULES_PAGE_OF] = "Page %d sur %d",
    [TR_RULES_KEYS] = "Les flèches tournent les pages, Échap revient en arrière.",

    [TR_RULES_P1_TITLE] = "La partie en bref",
    [TR_RULES_P1_TEXT] =
        "Une partie dure 8 jours. Chaque jour a un matin et un après-midi : 16 manches en tout, "
        "appelées demi-journées. De 1 à 10 joueurs peuvent y participer.\n"
        "Tout le monde partage les mêmes quatre dés, trois transparents (chacun prend la couleur de la place sous lui) et un noir, et écrit sur "
        "sa propre feuille de score. Tous les joueurs choisissent en même temps.\n"
        "À chaque demi-journée, les dés sont lancés sur la roue. Le dé noir sème le trouble ; "
        "puis chaque joueur prend un des autres dés pour gagner des ressources ou élever un "
        "bâtiment dans l’un des trois quartiers de la ville : le quartier Noble (rouge), le "
        "quartier Civil (jaune) et le quartier Religieux (blanc).\n"
        "Les bâtiments rapportent des citoyens et des bonus. À la fin du 8e après-midi, on "
        "compte les Cathédrales, les ressources et les citoyens. Le meilleur score l’emporte ; "
        "en cas d’égalité, la victoire est partagée.\n"
        "Les notes marquées de [R1] à [R8] dans ces pages tranchent des points que la règle "
        "imprimée laisse ouverts ; le jeu les suit.",

    [TR_RULES_P2_TITLE] = "La roue",
    [TR_RULES_P2_TEXT] =
        "L’anneau extérieur de la roue a neuf encoches, chacune occupée par une place. Une tuile "
        "de place a une couleur sur chaque face.\n"
        "[R1] Les neuf tuiles sont : rouge/rouge, jaune/jaune, blanc/blanc, deux rouge/jaune, "
        "deux rouge/blanc et deux jaune/blanc. Au début, chacune va dans une encoche au hasard, "
        "sur une face au hasard ; une tuile ne change jamais d’encoche.\n"
        "[R2] Le disque intérieur a une fenêtre qui montre le jour puis, dans le sens horaire, "
        "quatre secteurs clairs pour le matin et quatre sombres pour l’après-midi. Chaque "
        "secteur est un emplacement avec un prix : l’emplacement 1 est gratuit, le 2 coûte une "
        "ressource au choix, le 3 coûte 1 denier et le 4 coûte 2 deniers.\n"
        "Après chaque après-midi, le disque intérieur tourne d’un cran dans le sens horaire : le "
        "jour suivant apparaît dans la fenêtre et chaque emplacement fait face à une nouvelle "
        "place.",

    [TR_RULES_P3_TITLE] = "Lancer les dés",
    [TR_RULES_P3_TEXT] =
        "Au début de chaque demi-journée, les quatre dés sont lancés puis posés sur les quatre "
        "emplacements de cette demi-journée, de la plus petite valeur sur l’emplacement 1 à la "
        "plus grande sur l’emplacement 4. Si le dé noir est à égalité avec un dé transparent, le "
        "dé noir est considéré comme le plus petit.\n"
        "Un dé transparent prend la couleur de la place où il se trouve : un dé sur une place "
        "jaune est un dé jaune.\n"
        "Puis le dé noir frappe : sa place est détruite pour cette demi-journée. Ni cette place "
        "ni le dé noir ne peuvent servir ; il reste donc trois dés au choix.\n"
        "À la fin de la demi-journée, la place détruite est retournée sur son autre face et "
        "reprend son encoche : les couleurs de la roue changent au fil de la partie.",

    [TR_RULES_P4_TITLE] = "L’attaque du dé noir",
    [TR_RULES_P4_TEXT] =
        "À partir du jour 3, le dé noir attaque aussi chaque feuille de score. Sa valeur donne "
        "la colonne et la couleur de la place détruite donne le quartier : chaque joueur barre "
        "cette case de dé sur sa feuille. Si elle est déjà barrée, rien de plus n’est perdu.\n"
        "Barrer une case de dé barre aussi la case de prestige et la case de fonction de ce "
        "quartier dans cette colonne, si elles ne sont pas encore construites : elles ne pourront "
        "plus l’être. Un "
        "bâtiment déjà dessiné n’est jamais perdu.\n"
        "Une Forteresse protège toute sa colonne : les dés des trois quartiers de cette colonne "
        "sont à l’abri de toutes les attaques suivantes. Elle n’efface pas ce qui a déjà été "
        "barré.\n"
        "À partir du jour 3, la fenêtre de la roue le rappelle.",

    [TR_RULES_P5_TITLE] = "Votre tour : choisir et payer",
    [TR_RULES_P5_TEXT] =
        "Choisissez l’un des trois dés utilisables. Plusieurs joueurs peuvent prendre le même "
        "dé ; ce que vous en faites ne change rien pour les autres.\n"
        "Payez le prix de son emplacement, plus un éventuel supplément de Raid. Dépenser une "
        "ressource barre l’une de ses cases entourées.\n"
        "Vous pouvez ensuite modifier le dé, en payant chaque changement, dans l’ordre de votre "
        "choix :\n"
        "• Valeur : 1 influence par cran vers le haut ou le bas, entre 1 et 6. Les valeurs ne "
        "bouclent pas : passer de 1 à 6 coûte 5 influence.\n"
        "• Couleur : 2 savoir pour lui donner l’une des deux autres couleurs.\n"
        "Si vous ne pouvez payer aucun dé et qu’aucun n’est gratuit, vous gagnez à la place 1 "
        "influence, 1 denier et 1 savoir, et votre tour s’arrête.",

    [TR_RULES_P6_TITLE] = "Votre tour : les trois actions",
    [TR_RULES_P6_TEXT] =
        "Avec la couleur et la valeur finales de votre dé, faites l’une de ces actions :\n"
        "• Gagner des ressources : entourez autant de ressources que la valeur du dé sur la "
        "piste de sa couleur (rouge : influence, jaune : deniers, blanc : savoir).\n"
        "• Construire le bâtiment de prestige de la couleur du dé dans la colonne de sa "
        "valeur.\n"
        "• Construire le bâtiment de fonction de la couleur du dé dans la colonne de sa "
        "valeur. Il rapporte 2 citoyens de sa couleur.\n"
        "On ne peut pas construire dans une case déjà construite ou barrée.\n"
        "Ensuite, tous les bonus déclenchés par votre action sont résolus (voir Bonus en "
        "chaîne).",

    [TR_RULES_P7_TITLE] = "Quartiers et numérotation",
    [TR_RULES_P7_TEXT] =
        "Chaque quartier a une rangée de bâtiments de prestige et une rangée de bâtiments "
        "de fonction. Noble (rouge) : Forteresse et Palais des comtes. Civil "
        "(jaune) : Halle et Hôtel de ville. Religieux (blanc) : Cathédrale et Évêché.\n"
        "Les ressources correspondent aux quartiers : l’influence (rouge) change les valeurs, "
        "les deniers (jaune) achètent les dés, le savoir (blanc) change les couleurs. Chaque "
        "joueur commence avec 3 de chaque ressource.\n"
        "Chaque colonne porte un seul numéro, le même dans les trois quartiers, et tous les "
        "joueurs utilisent la même numérotation. Standard : de 1 à 6. Aléatoire : un dé donne le "
        "numéro de gauche, puis les numéros montent ou descendent en boucle (4 5 6 1 2 3 ou "
        "4 3 2 1 6 5). Libre : n’importe quel ordre, réglé colonne par colonne.\n"
        "Ce qui est imprimé dans une colonne appartient à sa position sur la feuille, pas à son "
        "numéro : un dé de valeur v agit dans la colonne dont la case de dé montre v.",

    [TR_RULES_P8_TITLE] = "Forteresse et Halle",
    [TR_RULES_P8_TEXT] =
        "Forteresse : gagnez le citoyen dessiné dans sa case (de gauche à droite : rouge, rouge, "
        "jaune, jaune, blanc, blanc) et protégez sa colonne des attaques suivantes.\n"
        "Halle : gagnez ce que montre sa colonne une fois par dé disponible de la couleur "
        "demandée. De gauche à droite : 3 influence par dé rouge, 2 citoyens rouges par dé "
        "rouge, 3 deniers par dé jaune, 2 citoyens jaunes par dé jaune, 3 savoir par dé blanc, "
        "2 citoyens blancs par dé blanc.\n"
        "[R3] Les dés disponibles sont les dés transparents posés sur les places non détruites "
        "de cette demi-journée, comptés selon la couleur de leur place. Le dé que vous avez "
        "choisi compte selon la couleur de sa place, même si vous avez payé pour changer sa "
        "couleur. Le dé noir ne compte jamais (sauf avec le Banquet 8).",

    [TR_RULES_P9_TITLE] = "La Cathédrale",
    [TR_RULES_P9_TEXT] =
        "Chaque Cathédrale ouvre le décompte final d’un type de bâtiment, représenté par un "
        "personnage : Hugues de Payns (Forteresses), Isabeau de Bavière (Palais des comtes), "
        "Thibaut II (Halles), Jeanne de Champagne (Hôtels de ville), Urbain IV (Cathédrales), "
        "Marie de Champagne (Évêchés). Sur la feuille, chaque case de Cathédrale porte les "
        "initiales de son type : FO, PC, HA, HV, CA et ÉV, dans cet ordre.\n"
        "Le multiplicateur dépend du nombre de Cathédrales que vous avez : la 1re et la 2e "
        "donnent ×1, la 3e et la 4e ×2, la 5e et la 6e ×3. Il est noté à la construction de la "
        "Cathédrale et ne change jamais.\n"
        "À la fin, chaque personnage rapporte son multiplicateur fois le nombre de bâtiments de "
        "son type dessinés sur votre feuille.",

    [TR_RULES_P10_TITLE] = "Bonus de lien",
    [TR_RULES_P10_TEXT] =
        "Certaines cases voisines d’une rangée, dans les colonnes 1-2, 3-4 ou 5-6, partagent un "
        "losange. Dès que les deux cases sont construites, vous gagnez le bonus du losange.\n"
        "Dès que l’une des deux cases est barrée, ce losange est définitivement perdu.\n"
        "Forteresse : 1 citoyen rouge, 1 jaune, 1 blanc. Palais des comtes : 2 citoyens rouges, 3 "
        "influence. Hôtel de ville : 3 deniers, 2 citoyens jaunes. Évêché : 3 savoir, 2 citoyens "
        "blancs. La Halle et la Cathédrale n’en ont pas.",

    [TR_RULES_P11_TITLE] = "Pistes de ressources",
    [TR_RULES_P11_TEXT] =
        "Chaque ressource a une piste de 18 cases ; les 3 premières sont entourées au départ. "
        "Quand vous gagnez, entourez les cases vides suivantes ; quand vous dépensez, barrez des "
        "cases entourées.\n"
        "Les cases 6, 12 et 18 donnent chacune 1 citoyen de la couleur de la piste quand elles "
        "sont entourées, quel que soit le nombre de ressources que vous possédez alors.\n"
        "[R4] Tout gain au-delà de la 18e case est perdu.\n"
        "À la fin, chaque paire de ressources d’un même type encore en votre possession "
        "(entourées et non barrées) vaut 1 point de victoire (PV).",

    [TR_RULES_P12_TITLE] = "Citoyens",
    [TR_RULES_P12_TEXT] =
        "Les citoyens sont entourés de gauche à droite sur la piste de leur couleur, 20 par "
        "piste. Chacun vaut 1 PV.\n"
        "Bonus de colonne, une fois chacun, quand les trois pistes atteignent la colonne : à la "
        "3e, 1 influence, 1 denier et 1 savoir ; à la 6e et à la 11e, construisez le bâtiment "
        "de fonction de votre choix (n’importe quelle couleur, n’importe quelle case "
        "constructible), avec sa récompense habituelle.\n"
        "[R5] Le 15e citoyen d’une piste construit un bâtiment de prestige : piste rouge, une "
        "Halle ou une Cathédrale ; piste jaune, une Forteresse ou une Cathédrale ; piste "
        "blanche, une Forteresse ou une Halle, dans n’importe quelle case constructible de cette "
        "rangée. S’il n’y en a aucune, le bonus est perdu.\n"
        "Le 20e citoyen d’une piste donne 1 citoyen de chacune des deux autres couleurs. Un "
        "citoyen gagné sur une piste pleine va sur une autre piste de votre choix.",

    [TR_RULES_P13_TITLE] = "Bonus en chaîne",
    [TR_RULES_P13_TEXT] =
        "Une action peut déclencher une chaîne : une case de ressource donne un citoyen, le "
        "citoyen complète une colonne, le bonus de colonne construit un bâtiment de fonction, "
        "le bâtiment complète un lien…\n"
        "[R6] Les bonus se résolvent un par un, dans l’ordre où ils sont déclenchés. Chacun est "
        "obligatoire, sauf s’il est impossible.\n"
        "Quand un bonus demande une décision (quel bâtiment ou quelle case, quelle piste reçoit "
        "un citoyen, le citoyen jaune ou blanc du Banquet 4, quelle ressource paie "
        "l’emplacement 2), le jeu s’interrompt et met en surbrillance les choix possibles.\n"
        "Un bâtiment de prestige construit par un bonus n’utilise aucun dé ; une Halle construite "
        "ainsi compte les dés disponibles de cette demi-journée.",

    [TR_RULES_P14_TITLE] = "Fin de la partie",
    [TR_RULES_P14_TEXT] =
        "La partie se termine après le 8e après-midi. Chaque joueur marque :\n"
        "• Cathédrales : pour chacune, son multiplicateur fois le nombre de bâtiments de son "
        "type dessinés.\n"
        "• Ressources : 1 PV par paire possédée, pour chaque ressource séparément.\n"
        "• Citoyens : 1 PV par citoyen entouré.\n"
        "Le plus haut total l’emporte ; les joueurs à égalité partagent la victoire.\n"
        "Le score affiché pendant la partie est celui que vous obtiendriez si elle s’arrêtait "
        "maintenant.",

    [TR_RULES_P15_TITLE] = "Banquets et Raids",
    [TR_RULES_P15_TEXT] =
        "Cette extension facultative ajoute 8 tuiles recto verso, dont 3 sont tirées au hasard "
        "pour chaque partie. Chacune est posée à côté de l’une des trois places qui ont la même "
        "couleur sur leurs deux faces, côté Banquet visible.\n"
        "Une tuile agit quand un joueur choisit le dé de sa place, sauf indication contraire. Le "
        "côté Banquet aide ; le côté Raid gêne.\n"
        "Quand le dé noir détruit la place d’une tuile, la tuile est retournée avec la place à "
        "la fin de la demi-journée et reste côté Raid jusqu’à la fin de la partie.",

    [TR_RULES_P16_TITLE] = "Tuiles 1 à 4",
    [TR_RULES_P16_TEXT] =
        "1. Banquet : chaque influence change la valeur de 2 au plus au lieu de 1. Raid : "
        "l’influence ne peut pas changer la valeur de ce dé.\n"
        "[R7] Avec le Banquet 1, chaque influence déplace la valeur de 1 ou de 2, au choix, "
        "toujours entre 1 et 6.\n"
        "2. Banquet : changer de couleur coûte 1 savoir au lieu de 2. Raid : la couleur ne "
        "peut pas être changée.\n"
        "3. Banquet : le dé est gratuit. Raid : 1 denier en plus du prix de l’emplacement.\n"
        "4. Banquet : une Forteresse construite avec ce dé donne en plus 1 citoyen rouge et 1 "
        "citoyen jaune ou blanc (au choix). Raid : 1 influence en plus du prix de "
        "l’emplacement.",

    [TR_RULES_P17_TITLE] = "Tuiles 5 à 8",
    [TR_RULES_P17_TEXT] =
        "5. Banquet : une Cathédrale construite avec ce dé donne en plus 1 de chaque ressource. "
        "Raid : 1 savoir en plus du prix de l’emplacement.\n"
        "6. Banquet : une Halle construite avec ce dé compte un dé de plus de la couleur "
        "demandée. Raid : ce dé ne peut pas construire de bâtiment de prestige.\n"
        "7. Banquet : un bâtiment de fonction construit avec ce dé donne 1 citoyen de plus de "
        "sa couleur. Raid : la valeur du dé est 0 ; l’influence peut l’augmenter comme "
        "d’habitude, mais 0 ne correspond à aucune colonne.\n"
        "[R8] 8. Banquet : si le dé noir tombe ici, rien n’est détruit et le dé noir peut servir "
        "de dé transparent de la couleur de cette place (il compte comme disponible) ; la "
        "tuile passe côté Raid à la fin de cette demi-journée. Raid : un dé transparent "
        "posé ici agit comme un second dé noir : il ne peut pas être choisi, sa place est "
        "détruite elle aussi et, à partir du jour 3, chaque joueur barre sur sa "
        "feuille la case de dé de cette valeur dans le quartier de cette couleur (une Forteresse "
        "protège toujours).",

    [TR_RULES_P18_TITLE] = "Jouer à l’écran",
    [TR_RULES_P18_TEXT] =
        "Cliquez sur un dé de la roue, ou appuyez sur une touche de 1 à 4. Les cases qu’il prend à "
        "sa valeur et à sa couleur sont mises en surbrillance sur votre feuille, avec celles des "
        "conseils ; les trois meilleures, la case choisie et celle sous la souris montrent leur "
        "prix total. Pointez une rangée pour voir où d’autre le dé l’atteint, contre influence ou "
        "savoir, et à quel prix.\n"
        "Modifiez le dé avec les boutons Valeur et Couleur (ou les flèches), puis choisissez une "
        "action avec son bouton (ou Tab), ou cliquez sur une case en surbrillance. Cliquez de nouveau "
        "sur la case choisie, ou appuyez sur Entrée, pour jouer.\n"
        "Retour arrière ou un clic droit lâche le dé que vous envisagez, puis annule votre dernier "
        "coup jusqu’au lancer suivant (avec les feuilles cachées, jusqu’à ce que vous passiez la "
        "main) ; un lancer ne peut jamais être annulé.\n"
        "H demande des conseils : les meilleurs choix du bot expert, numérotés sur votre "
        "feuille et listés sous les citoyens avec son estimation de votre score final ; cliquez "
        "sur l’un d’eux sur la feuille ou dans la liste, ou appuyez de nouveau sur H, pour le "
        "présélectionner. P change la ressource qui paie le dé, V montre la feuille du joueur "
        "suivant (feuilles visibles), G ouvre le guide de la feuille (ce que dit chaque rangée), M coupe ou rétablit le son, F11 passe en plein écran.\n"
        "Avec une manette : LB et RB choisissent le dé, la croix ou le stick gauche changent "
        "sa valeur et sa couleur, X l’action, A joue (ou lance), B annule la sélection, Back "
        "annule le dernier choix, Y demande des conseils ; appuyer sur le stick gauche change "
        "le paiement, sur le stick droit la feuille affichée.",

    [TR_RULES_D_MORNING] = "matin",
    [TR_RULES_D_AFTERNOON] = "après-midi",
    [TR_RULES_D_WINDOW] = "fenêtre du jour",
    [TR_RULES_D_SLOT] = "emplacement %d",
    [TR_RULES_D_TRANSPARENT] = "3 dés transparents",
    [TR_RULES_D_BLACK] = "le dé noir",
    [TR_RULES_D_DESTROYED] = "détruite",
    [TR_RULES_D_TIE] = "égalité : le noir d’abord",
    [TR_RULES_D_ATTACK] = "Jour 4 : un %d noir sur une place %s",
    [TR_RULES_D_PROTECTED] = "protégée",
    [TR_RULES_D_CROSSED] = "barré",
    [TR_RULES_D_KEPT] = "déjà construit : gardé",
    [TR_RULES_D_DIE_BOX] = "case de dé",
    [TR_RULES_D_VALUE_STEP] = "1 influence par cran",
    [TR_RULES_D_COLOUR_CHANGE] = "2 savoir",
    [TR_RULES_D_PER_DIE] = "par dé",
    [TR_RULES_D_BOTH_BUILT] = "les deux construites : gagné",
    [TR_RULES_D_START] = "départ",
    [TR_RULES_D_GIVES_CITIZEN] = "+1 citoyen",
    [TR_RULES_D_LOST] = "perdu",
    [TR_RULES_D_COL_RES] = "+1 de chaque",
    [TR_RULES_D_COL_WORK] = "bât. de fonction",
    [TR_RULES_D_15TH] = "prestige",
    [TR_RULES_D_20TH] = "+2 citoyens",
    [TR_RULES_D_ORDER_BUILT] = "vos Cathédrales, dans l’ordre où vous les construisez",
    [TR_RULES_D_EXAMPLE] = "Exemple",
    [TR_RULES_D_SCORE_CHAR] = "%s : ×%d, %d bâtiments",
    [TR_RULES_D_SCORE_RES] = "%s en réserve",
    [TR_RULES_D_SCORE_CIT] = "%d citoyens",
    [TR_RULES_D_TOTAL] = "Total",
    [TR_RULES_D_CHAIN_1] = "6e case de ressource",
    [TR_RULES_D_CHAIN_2] = "un citoyen",
    [TR_RULES_D_CHAIN_3] = "colonne 6 complète",
    [TR_RULES_D_CHAIN_4] = "un bâtiment de fonction",
    [TR_RULES_D_CHAIN_5] = "un bonus de lien",
    [TR_RULES_D_BANQUET_SIDE] = "côté Banquet",
    [TR_RULES_D_RAID_SIDE] = "côté Raid",
    [TR_RULES_D_FLIPS] = "détruite : retournée pour de bon",
    [TR_RULES_D_KEYS_DIE] = "1-4 : choisir un dé",
    [TR_RULES_D_KEYS_PAGE] = "PgPréc PgSuiv : le dé précédent, suivant",
    [TR_RULES_D_KEYS_VALUE] = "Flèches : valeur et couleur",
    [TR_RULES_D_KEYS_ACTION] = "Tab : action",
    [TR_RULES_D_KEYS_CONFIRM] = "Entrée : jouer",
    [TR_RULES_D_KEYS_UNDO] = "Retour arrière : annuler",
    [TR_RULES_D_KEYS_HINT] = "H : conseils",
    [TR_RULES_D_KEYS_PAY] = "P : la ressource qui paie",
    [TR_RULES_D_KEYS_SHEET] = "V : la feuille suivante",
    [TR_RULES_D_KEYS_GUIDE] = "G : le guide de la feuille",
    [TR_RULES_D_KEYS_ESC] = "Échap : lâche le dé, puis le menu",
    [TR_RULES_D_KEYS_MUTE] = "M : son ou silence",
    [TR_RULES_D_KEYS_FULL] = "F11 : plein écran",
    [TR_RULES_D_KEYS_RULES] = "F1 : ces règles, puis retour",

    /* the screens around a game */
    [TR_BTN_COPY] = "Copier",
    [TR_CANNOT_START] = "Impossible de commencer : %s.",
    [TR_LIST_SEP] = ", ",
    [TR_MOVES_SEP] = " ; ", /* between a half-day's moves in words */
    [TR_LIST_AND] = " et ",
    [TR_ORDINAL_1] = "1er",
    [TR_ORDINAL_2] = "2e",
    [TR_ORDINAL_3] = "3e",
    [TR_ORDINAL_N] = "%de",
    [TR_DATE_LONG] = "%d %s %d",
    [TR_DATE_SHORT] = "%d %s %d",
    [TR_MONTH_1] = "janvier",
    [TR_MONTH_2] = "février",
    [TR_MONTH_3] = "mars",
    [TR_MONTH_4] = "avril",
    [TR_MONTH_5] = "mai",
    [TR_MONTH_6] = "juin",
    [TR_MONTH_7] = "juillet",
    [TR_MONTH_8] = "août",
    [TR_MONTH_9] = "septembre",
    [TR_MONTH_10] = "octobre",
    [TR_MONTH_11] = "novembre",
    [TR_MONTH_12] = "décembre",
    [TR_MON_1] = "janv.",
    [TR_MON_2] = "févr.",
    [TR_MON_3] = "mars",
    [TR_MON_4] = "avr.",
    [TR_MON_5] = "mai",
    [TR_MON_6] = "juin",
    [TR_MON_7] = "juil.",
    [TR_MON_8] = "août",
    [TR_MON_9] = "sept.",
    [TR_MON_10] = "oct.",
    [TR_MON_11] = "nov.",
    [TR_MON_12] = "déc.",
    [TR_SETUP_HEADING] = "Troyes Dice — une nouvelle partie",
    [TR_SETUP_KEYS] =
        "Tab ou flèches : se déplacer · Espace ou Entrée : choisir · Entrée après un nom : le suivant · Échap : titre",
    [TR_SETUP_COUNT] = "%d sur %d",
    [TR_SETUP_NAME_HINT] = "nom",
    [TR_SETUP_NOTE_STANDARD] = "Un dé construit dans la colonne de sa valeur : 1 à 6 de gauche à droite.",
    [TR_SETUP_ROLL_AGAIN] = "Relancer",
    [TR_SETUP_THEN] = "puis",
    [TR_SETUP_GOING_UP] = "croissant",
    [TR_SETUP_GOING_DOWN] = "décroissant",
    [TR_SETUP_NOTE_RANDOM] =
        "Le dé donne la valeur de gauche ; les autres suivent, en repassant de 6 à 1.",
    [TR_SETUP_NOTE_EXPERT] = "N’importe quel ordre de 1 à 6, choisi ici : réglez chaque colonne avec + et –.",
    [TR_SETUP_SEED_HINT] = "aléatoire",
    [TR_SETUP_SEED_SAME] = "même graine, même partie",
    [TR_SETUP_SEED_EMPTY] = "vide : une nouvelle partie à chaque fois",
    [TR_SETUP_GAME_ID_DRAWN] = "Code de partie (avec la graine tirée pour cette partie)",
    [TR_SETUP_ID_COPIED] = "Code de partie copié dans le presse-papiers.",
    [TR_SETUP_NAME_TWICE] = "Deux places s’appellent %s : donnez à chaque joueur son propre nom.",
    [TR_SETUP_NAME_TOO_LONG] = "Un nom fait au plus %d caractères (les lettres accentuées comptent pour 2).",
    [TR_SETUP_SEED_BAD] = "Une graine est un nombre entier inférieur à 2^64.",
    [TR_HANDOVER_OVER] = "La partie est terminée — les scores finaux vous attendent.",
    [TR_HANDOVER_ROLL] = "les dés vont être lancés",
    [TR_HANDOVER_NEED_DIE] = "à vous de choisir un dé",
    [TR_HANDOVER_NEED_PRESTIGE] = "votre 15e citoyen : choisissez un bâtiment de prestige",
    [TR_HANDOVER_NEED_WORK] = "un bonus de colonne : choisissez un bâtiment de fonction",
    [TR_HANDOVER_NEED_OVERFLOW] = "une piste de citoyens est pleine : choisissez où va le citoyen",
    [TR_HANDOVER_NEED_BANQUET4] = "Banquet 4 : choisissez un citoyen jaune ou blanc",
    [TR_HANDOVER_NEED_NOTHING] = "rien à décider pour l’instant",
    [TR_HANDOVER_STATUS_MORNING] = "Jour %d, matin — %s.",
    [TR_HANDOVER_STATUS_AFTERNOON] = "Jour %d, après-midi — %s.",
    [TR_HANDOVER_HEADING] = "Feuilles cachées · passez la main",
    [TR_HANDOVER_AFTER_YOU] = "Après vous : ",
    [TR_HANDOVER_SHOW] = "Je suis %s — montrer ma feuille",
    [TR_HANDOVER_LOOK_AWAY] = "Les autres, détournez les yeux : chaque choix reste caché jusqu’à ce que tous aient choisi.",
    [TR_HANDOVER_KEYS] = "Entrée deux fois montre aussi la feuille · F1 : règles · Échap : titre (la partie est sauvegardée).",
    [TR_HANDOVER_HOW] = "Appuyez de nouveau sur Entrée pour montrer votre feuille (ou cliquez sur le bouton).",
    [TR_END_ACH_PLAYED_SOLO] = "3 parties en solo jouées",
    [TR_END_ACH_PLAYED_MULTI] = "3 parties à plusieurs jouées",
    [TR_END_ACH_PLAYED_EXPANSION] = "3 parties avec l’extension jouées",
    [TR_END_ACH_SCORE_45] = "Finie avec 45 PV ou plus",
    [TR_END_ACH_SCORE_55] = "Finie avec 55 PV ou plus",
    [TR_END_ACH_SCORE_65] = "Finie avec 65 PV ou plus",
    [TR_END_ACH_WIN_MULTI_60] = "Partie à plusieurs gagnée avec plus de 60 PV",
    [TR_END_ACH_CHARACTER_18] = "18 PV ou plus d’un seul personnage",
    [TR_END_ACH_CITIZENS_40] = "Finie avec 40 citoyens ou plus",
    [TR_END_ACH_PRESTIGE_ROW] = "Une rangée entière de bâtiments de prestige",
    [TR_END_ACH_WORK_ROW] = "Une rangée entière de bâtiments de fonction",
    [TR_END_ACH_RESOURCE_TRACK] = "18 ressources entourées sur une piste, dépensées comprises",
    [TR_END_ACH_CITIZEN_TRACK] = "Une piste de citoyens entourée jusqu’au bout",
    [TR_END_ACH_SHORT_PLAYED_SOLO] = "3 en solo",
    [TR_END_ACH_SHORT_PLAYED_MULTI] = "3 à plusieurs",
    [TR_END_ACH_SHORT_PLAYED_EXPANSION] = "3 avec l’extension",
    [TR_END_ACH_SHORT_SCORE_45] = "45 PV ou plus",
    [TR_END_ACH_SHORT_SCORE_55] = "55 PV ou plus",
    [TR_END_ACH_SHORT_SCORE_65] = "65 PV ou plus",
    [TR_END_ACH_SHORT_WIN_MULTI_60] = "Victoire à 61+ PV",
    [TR_END_ACH_SHORT_CHARACTER_18] = "Personnage à 18 PV",
    [TR_END_ACH_SHORT_CITIZENS_40] = "40 citoyens",
    [TR_END_ACH_SHORT_PRESTIGE_ROW] = "Rangée de prestige",
    [TR_END_ACH_SHORT_WORK_ROW] = "Rangée de fonction",
    [TR_END_ACH_SHORT_RESOURCE_TRACK] = "Piste de ressources",
    [TR_END_ACH_SHORT_CITIZEN_TRACK] = "Piste de citoyens",
    [TR_END_NOT_OVER] =
        "Jour %d sur 8 : la partie n’est pas finie. Voici les scores si elle s’arrêtait "
        "maintenant (meilleur : %d PV).",
    [TR_END_FINAL_SCORE] = "Score final : %d PV.",
    [TR_END_WINS_WITH] = "%s gagne avec %d PV.",
    [TR_END_TIE_ALL] = "Égalité ! Les %d joueurs partagent la victoire avec %d PV chacun.",
    [TR_END_TIE_NAMES] = "Égalité ! %s partagent la victoire avec %d PV chacun.",
    [TR_END_FINAL_SCORING] = "Décompte final",
    [TR_END_SO_FAR] = "Décompte provisoire",
    [TR_END_COPY_ID] = "Copier le code",
    [TR_END_HUMAN] = "humain",
    [TR_END_HUMAN_HINTS] = "humain · conseils ×%d",
    [TR_END_BOT_RANDOM] = "bot aléatoire",
    [TR_END_BOT_GREEDY] = "bot glouton",
    [TR_END_BOT_EXPERT] = "bot expert",
    [TR_END_BOT_BEGINNER] = "bot débutant",
    [TR_END_BOT_CASUAL] = "bot occasionnel",
    [TR_END_BOT_REGULAR] = "bot habitué",
    [TR_END_REFS] = "À côté : l’expert sur vos dés et la meilleure partie a posteriori, encadrés en vert là où vous faites mieux, en rouge là où ils font mieux.",
    [TR_END_REFS_WAIT] =
        "Le score de l’expert sur ces dés et la meilleure partie a posteriori sont en cours de calcul…",
    [TR_END_COL_YOU] = "Vous",
    [TR_END_COL_EXPERT] = "Expert",
    [TR_END_COL_EXPERT_SUB] = "vos dés, une fois, sans recul",
    [TR_END_COL_BEST] = "Meilleure partie",
    [TR_END_COL_BEST_SUB] = "a posteriori",
    [TR_END_EXPERT_NOTE] = "Expert : le bot expert jouant vos dés une fois, sans connaître la suite. Ses conseils reposent eux aussi sur des avenirs tirés au sort : les suivre peut finir quelques PV au-dessus ou en dessous.",
    [TR_END_BEAT_EXPERT] = "Vous avez battu le bot expert sur vos dés (%d PV) !",
    [TR_END_MATCH_EXPERT] = "Vous avez égalé le bot expert sur vos dés (%d PV) !",
    [TR_END_WATCH] = "Voir la meilleure partie",
    [TR_WATCH_SEAT] = "Meilleure partie",
    [TR_PANEL_WATCH] = "La meilleure partie sur vos dés : coup %d sur %d",
    [TR_PANEL_WATCH_KEYS] = "→ : coup suivant · Espace : enchaîner · Échap : retour à vos scores",
    [TR_PANEL_WATCH_PLAYING_KEYS] = "Espace : pause · Échap : retour à vos scores",
    [TR_PANEL_WATCH_DONE_KEYS] = "Elle finit à %d PV. Entrée ou Échap : retour à vos scores",
    [TR_BTN_WATCH_NEXT] = "Coup suivant",
    [TR_BTN_WATCH_PLAY] = "Enchaîner",
    [TR_BTN_WATCH_PAUSE] = "Pause",
    [TR_BTN_WATCH_BACK] = "Vos scores",
    [TR_PANEL_WATCH_GAP] = "Vous %d PV · Meilleure %d PV (%s)",
    [TR_PANEL_WATCH_YOU] = "Vous : %s",
    [TR_PANEL_WATCH_BEST] = "Meilleure : %s",
    [TR_END_EACH_ROW] = "chaque %s",
    [TR_END_PER_2_HELD] = "1 PV par paire",
    [TR_END_EACH_CITIZEN] = "1 PV chacun",
    [TR_END_PLACE] = "Rang",
    [TR_END_WINNER_TIE] = "Vainqueur (égalité)",
    [TR_END_WINNER_ALONE] = "Vainqueur",
    [TR_END_TIED_SUFFIX] = " (égalité)",
    [TR_END_HELD] = "%d en réserve",
    [TR_END_NO_CATHEDRAL] = "sans Cathédrale en col. %d",
    [TR_END_EARNED_HERE] = "réussis dans cette partie",
    [TR_END_COUNTED_AT_END] = "comptés à la fin de la partie",
    [TR_END_NONE_THIS_TIME] = "aucun cette fois",
    [TR_END_COUNTS_TOWARDS] = "Cette partie compte pour ",
    [TR_END_TALLY_SOLO] = "« Jouer 3 parties en solo »",
    [TR_END_TALLY_MULTI] = "« Jouer 3 parties à plusieurs »",
    [TR_END_TALLY_EXPANSION] = "« Jouer 3 parties avec l’extension »",
    [TR_END_IN_BLUE] = ". En bleu : ce qui est nouveau dans le profil du joueur.",
    [TR_END_SAME_SEATS] = "Mêmes joueurs",
    [TR_END_PLAY_AGAIN] = "Rejouer",
    [TR_END_TITLE_BUTTON] = "Titre",
    [TR_END_KEYS] = "2 × Entrée : mêmes joueurs · N : nouvelle partie · Échap : titre",
    [TR_END_KEYS_SOLO] = "2 × Entrée : rejouer · N : nouvelle partie · Échap : titre",
    [TR_END_KEYS_FOCUS] = "Entrée : %s · Échap : titre",
    [TR_END_ID_COPIED] = "Code de partie %s copié dans le presse-papiers.",
    [TR_END_CANNOT_COPY] = "Impossible de copier : %s",
    [TR_TITLE_SAVED_IN] = "Les fichiers enregistrés sont dans %s",
    [TR_TITLE_NOTHING_SAVED] = "Rien n’est enregistré cette fois.",
    [TR_TITLE_BAD_FILES] = "Des fichiers n’ont pas pu être lus ou enregistrés",
    [TR_TITLE_NO_GAME] = "Aucune partie en cours",
    [TR_REPLACE_GAME] = "Une partie est en cours (jour %d) : appuyez encore pour la remplacer.",
    [TR_TITLE_DAILY] = "Partie du jour",
    [TR_TITLE_DAILY_LINE] = "%s · partie en solo %s",
    [TR_TITLE_DAILY_PLAYED] = "%s · %s · jouée : %d PV",
    [TR_TITLE_DAILY_PLAYED_BY] = "%s · %s · jouée : %d PV (%s)",
    [TR_TITLE_CODE] = "Jouer avec un code de partie",
    [TR_TITLE_CODE_HINT] = "p. ex. 3p-r4u-x#7",
    [TR_TITLE_PLAY] = "Jouer",
    [TR_TITLE_CONTROLS] = "Souris, clavier (flèches, Entrée, Échap) ou manette (A, B)",
    [TR_TITLE_NOT_A_CODE] = "Ce n’est pas un code de partie : %s.",
    [TR_TITLE_CANNOT_CONTINUE] = "Impossible de continuer : %s.",
    [TR_TITLE_CODE_EMPTY] = "le champ est vide (p. ex. 2p-std#42)",
    [TR_STORE_NO_FOLDER] =
        "Aucun dossier pour les fichiers enregistrés : les options, les profils et la partie en cours ne seront pas gardés.",
    [TR_STORE_PATH_TOO_LONG] =
        "Le chemin du dossier de données est trop long : rien ne sera enregistré.",
    [TR_STORE_SET_ASIDE] = "Le fichier %s est inutilisable ; il est gardé sous le nom %s.",
    [TR_STORE_DAMAGED_ASIDE] = "Le fichier %s est abîmé ; il est gardé sous le nom %s.",
    [TR_STORE_NOT_SET_ASIDE] =
        "Le fichier %s est inutilisable et n’a pas pu être mis de côté ; il ne sera pas écrasé.",
    [TR_STORE_UNREADABLE] =
        "Le fichier %s est illisible ; il reste tel quel et ne sera pas écrasé.",
    [TR_STORE_THEN_SETTINGS] = "Les options par défaut sont utilisées.",
    [TR_STORE_THEN_PROFILES] = "Le jeu démarre sans profils.",
    [TR_STORE_THEN_PROFILES_KEPT] = "Les profils sont gardés jusqu’à la ligne abîmée.",
    [TR_STORE_THEN_RECOVERED] = "La partie en cours reprend à son dernier coup lisible.",
    [TR_STORE_THEN_AUTOSAVE] = "Il n’y a pas de partie à continuer.",
    [TR_STORE_THEN_TABLE] = "Les nouvelles parties se préparent avec les réglages par défaut.",
    [TR_STORE_SETTINGS_NOT_SAVED] = "Impossible d’enregistrer les options (%s).",
    [TR_STORE_GAME_NOT_SAVED] = "Impossible d’enregistrer la partie en cours (%s).",
    [TR_STORE_PROFILES_NOT_SAVED] = "Impossible d’enregistrer les profils (%s).",
    [TR_STORE_NOT_RECORDED_FULL] =
        "La partie de %s n’est pas enregistrée : il y a déjà %s profils.",
    [TR_STORE_NOT_RECORDED_NAME] =
        "La partie de %s n’est pas enregistrée : ce nom ne peut pas être celui d’un profil.",
    [TR_STORE_NO_SAVED_GAME] = "il n’y a pas de partie enregistrée",
    [TR_STORE_SAVE_UNREADABLE] = "la partie enregistrée est illisible (voir la note à gauche)",
    [TR_STORE_SAVE_OVER] = "la partie enregistrée est déjà terminée",
    [TR_OUT_OF_MEMORY] = "mémoire insuffisante",
    [TR_TITLE_CONT_MORNING] = "Jour %d, matin · %s · %s",
    [TR_TITLE_CONT_AFTERNOON] = "Jour %d, après-midi · %s · %s",
    [TR_LIST_MORE] = "%s et %d autres",
    [TR_FATAL_CANNOT_START] = "Troyes Dice ne peut pas démarrer : %s",
    [TR_FATAL_NO_ASSETS] =
        "ses fichiers (polices, sons) sont introuvables ; indiquez le dossier assets dans TROYES_DICE_ASSETS",
    [TR_FATAL_NO_FONT] = "il manque un fichier de police : %s",
    [TR_SET_DESC_LANGUAGE] = "Automatique suit la langue du système.",
    [TR_SET_DESC_LANGUAGE_FORCED] = "TROYES_DICE_LANG=%s est définie : cette langue l’emporte sur ce réglage.",
    [TR_SET_DESC_SYMBOLS] = "Des formes sur les dés, la roue et la feuille distinguent les couleurs.",
    [TR_SET_DESC_ANIMATION] = "Dés qui roulent, traits de crayon, la roue qui tourne.",
    [TR_SET_DESC_VOLUME] = "Gauche et droite le changent de dix en dix.",
    [TR_SET_DESC_MUTE] = "M coupe et rétablit le son à tout moment.",
    [TR_SET_DESC_FULLSCREEN] = "F11 bascule à tout moment.",
    [TR_SET_DESC_UI_SCALE] = "Plus petit : le plateau rétrécit. Plus grand : la fenêtre s’agrandit, jusqu’à l’écran.",
    [TR_SET_DESC_UI_SCALE_PAGE] = "Plus petit : le plateau rétrécit. Pour l’agrandir, zoomez la page (Ctrl +).",
    [TR_SET_DESC_HANDOVER] = "Cache les feuilles entre joueurs humains. Non : feuilles visibles.",
    [TR_SET_DESC_HINTS] = "Les meilleurs choix de l’expert sur votre feuille (Conseil, H). Non : parties sans conseils.",
    [TR_SET_SUBTITLE] = "Enregistrées dès qu’elles changent",
    [TR_SET_SUBTITLE_FAILED] = "Impossible de les enregistrer : elles valent pour cette session",
    [TR_SET_SUBTITLE_UNSAVED] = "Appliquées aussitôt, pour cette session",
    [TR_SET_SAVED_IN] = "Enregistrées dans %s",
    [TR_SAVED_IN_BROWSER] = "le stockage de ce navigateur pour cette page",
    [TR_SET_KEYS] = "Haut et bas : un réglage · Gauche et droite : son choix · Entrée : Non ou Oui · Échap : retour",
    [TR_SET_NOT_KEPT] =
        "Ces options ne seront pas conservées : aucun dossier pour les fichiers enregistrés.",
    [TR_ACH_SUBTITLE] =
        "Conservés d’une partie à l’autre, chaque case avec le jour où elle a été cochée",
    [TR_ACH_NEW_BOX] = "Nouveau",
    [TR_PROFILE_NONE_YET] =
        "Terminez une partie pour créer un profil : chaque joueur humain joue avec le profil à "
        "son nom.",
    [TR_STATS_SUBTITLE] = "Toutes les parties terminées par chaque profil",
    [TR_STATS_MEAN] = "moyenne %s",
    [TR_STATS_ONE_GAME] = "%d partie",
    [TR_STATS_N_GAMES] = "%d parties, la plus ancienne à gauche",
    [TR_STATS_LAST_GAME] = "Dernière partie",
    [TR_STATS_HISTORY] = "Historique des scores",
    [TR_STATS_CHAR_MEAN] = "%s PV (%lld au total)",
    [TR_STATS_ALSO] = "Et par partie : %s PV de ressources gardées et %s PV de citoyens.",
    [TR_MENU_NO_PROFILES] = "Pas encore de profil",
    [TR_MENU_PROFILE_N] = "profil %d sur %d",

    /* the rules core's refusal reasons, shown after "Interdit :" (tr_reason) */
    [TR_WHY_SLOT] = "les dés sont dans les emplacements 1 à 4",
    [TR_WHY_BLACK_DIE] = "le dé noir ne peut pas être choisi",
    [TR_WHY_DESTROYED] = "la place de ce dé est détruite",
    [TR_WHY_PAY_WHICH] = "l’emplacement 2 se paie avec la ressource de votre choix : choisissez-la",
    [TR_WHY_PAY_NONE] = "le coût de ce dé ne laisse pas choisir la ressource",
    [TR_WHY_COLOUR] = "un dé est rouge, jaune ou blanc",
    [TR_WHY_ACTION] = "l’action est gagner, prestige ou fonction",
    [TR_WHY_VALUE] = "la valeur d’un dé va de 1 à 6",
    [TR_WHY_RAID1] = "Raid 1 : l’influence ne peut pas changer la valeur de ce dé",
    [TR_WHY_RAID2] = "Raid 2 : la couleur de ce dé ne peut pas changer",
    [TR_WHY_CANNOT_PAY] = "pas assez de ressources pour payer ce dé",
    [TR_WHY_INFLUENCE] = "pas assez d’influence pour cette valeur",
    [TR_WHY_KNOWLEDGE] = "pas assez de savoir pour cette couleur",
    [TR_WHY_VALUE0] = "un dé de valeur 0 ne construit rien (il n’y a pas de colonne 0)",
    [TR_WHY_RAID6] = "Raid 6 : ce dé ne peut pas construire de bâtiment de prestige",
    [TR_WHY_BUILT] = "ce bâtiment est déjà construit",
    [TR_WHY_CROSSED] = "ce bâtiment est barré",
    [TR_WHY_NO_BUILD_NOW] = "aucun bâtiment à choisir maintenant",
    [TR_WHY_NO_CELL] = "cette case n’existe pas",
    [TR_WHY_NOT_WORK] = "ce n’est pas un bâtiment de fonction libre",
    [TR_WHY_NOT_PRESTIGE] = "ce bâtiment de prestige n’est pas proposé ou pas libre",
    [TR_WHY_NO_CITIZEN_NOW] = "aucun citoyen à placer maintenant",
    [TR_WHY_BANQUET4] = "le Banquet 4 donne un citoyen jaune ou blanc",
    [TR_WHY_TRACK_FULL] = "cette piste de citoyens est pleine",
    [TR_WHY_OVER] = "la partie est terminée",
    [TR_WHY_ROLLED] = "les dés sont déjà lancés : tout le monde choisit d’abord",
    [TR_WHY_DICE_FACES] = "les faces des dés vont de 1 à 6",
    [TR_WHY_UNKNOWN] = "coup inconnu",
    [TR_WHY_PLAYER] = "ce joueur n’existe pas",
    [TR_WHY_ROLL_FIRST] = "il faut d’abord lancer les dés",
    [TR_WHY_CHOSEN] = "ce joueur a déjà choisi pendant cette demi-journée",
    [TR_WHY_FALLBACK] =
        "prendre 1 de chaque ressource n’est permis que si vous ne pouvez payer aucun dé",
    [TR_WHY_DIE_FIRST] = "ce joueur doit d’abord choisir un dé",
    [TR_WHY_ROLL_GAINS] = "un lancer ne rapporte rien à lui seul",
    [TR_WHY_MOVES_FULL] = "la liste des coups est pleine",
    [TR_WHY_ID_NO_SEED] = "un code de partie se termine par # et sa graine, un nombre (p. ex. #7)",
    [TR_WHY_ID_SEED] = "la graine est un nombre entier de 0 à 18446744073709551615",
    [TR_WHY_ID_PLAYERS] = "un code de partie commence par le nombre de joueurs, de 1p à 10p",
    [TR_WHY_ID_SEPARATOR] = "les parties d’un code de partie sont séparées par -",
    [TR_WHY_ID_RANDOM] = "la numérotation aléatoire s’écrit r, une valeur de 1 à 6, et u ou d, p. ex. r4d",
    [TR_WHY_ID_EXPERT] = "la numérotation libre s’écrit e et les six valeurs, p. ex. e351246",
    [TR_WHY_ID_NUMBERING] = "la numérotation des colonnes est std, aléatoire (p. ex. r4d) ou libre (p. ex. e351246)",
    [TR_WHY_ID_PART] = "partie inconnue dans le code de partie (attendu : -x, -L..., -T...)",
    [TR_WHY_ID_NO_NUMBERING] =
        "la numérotation des colonnes suit le nombre de joueurs : std, aléatoire (p. ex. r4d) ou libre (p. ex. e351246)",
    [TR_WHY_ID_TILES_NEED_X] = "-T demande l’extension (-x)",
    [TR_WHY_ID_LAYOUT_NEEDS_TILES] = "une roue donnée avec l’extension demande ses tuiles (-T)",
    [TR_WHY_ID_LAYOUT_LENGTH] = "-L demande 9 encoches de deux lettres (R, Y ou W)",
    [TR_WHY_ID_LAYOUT_LETTERS] = "les lettres de -L sont R (rouge), Y (jaune) ou W (blanc)",
    [TR_WHY_ID_TILES_LENGTH] = "-T demande trois tuiles, p. ex. -T3b6b8b",
    [TR_WHY_ID_TILES_FORM] =
        "chaque tuile de -T est un nombre de 1 à 8 et b (Banquet) ou r (Raid)",
    [TR_WHY_ID_TILES_PLAZAS] = "-T demande les places unicolores de la roue",
    [TR_WHY_PARAMS_LEFTMOST] = "la valeur de gauche va de 1 à 6",
    [TR_WHY_PARAMS_DIRECTION] = "le sens est croissant ou décroissant",
    [TR_WHY_PARAMS_PERMUTATION] =
        "les valeurs des colonnes doivent prendre chaque nombre de 1 à 6 une fois",
    [TR_WHY_PARAMS_FACE] = "une face de place n’a pas de couleur",
    [TR_WHY_PARAMS_PLAZAS] = "la roue doit porter les neuf places de [R1]",
    [TR_WHY_PARAMS_RAID_NO_TILE] = "un côté Raid sans tuile",
    [TR_WHY_PARAMS_TILES_NEED_EXPANSION] = "les tuiles Banquet/Raid demandent l’extension",
    [TR_WHY_PARAMS_TILE_NUMBER] = "les tuiles de l’extension sont numérotées de 1 à 8",
    [TR_WHY_PARAMS_TILE_PLACE] = "les tuiles de l’extension se posent à côté des places unicolores",
    [TR_WHY_PARAMS_TILE_TWICE] = "une tuile de l’extension sert deux fois",
    [TR_WHY_PARAMS_TILE_SIDE] = "une tuile montre son côté Banquet ou Raid",
    [TR_WHY_PARAMS_TILES_IN_PLAY] = "l’extension pose une tuile à côté de chaque place unicolore",
    [TR_WHY_PARAMS_PLAYERS] = "une partie se joue de 1 à 10 joueurs",
    [TR_WHY_PARAMS_FLAGS] = "les options valent 0 ou 1",
    [TR_WHY_PARAMS_MODE] = "les valeurs des colonnes ne suivent pas le mode de numérotation",

    /* the setup's word on each bot level */
    [TR_BOT_HOW_RANDOM] =
        "Joue n’importe quel coup permis au hasard : pour les tests, pas comme adversaire.",
    [TR_BOT_HOW_GREEDY] =
        "Pèse chaque choix selon ce que la feuille peut encore devenir, un coup à la fois.",
    [TR_BOT_HOW_EXPERT] =
        "Joue plusieurs fois les prochaines demi-journées avant chaque choix.",
    [TR_BOT_HOW_BEGINNER] =
        "Joue chaque dé tel qu’il est sorti, prend ce qui rapporte tout de suite et s’en tient à sa couleur préférée.",
    [TR_BOT_HOW_CASUAL] =
        "Change la couleur d’un dé mais jamais sa valeur, voit un peu plus loin et préfère une couleur.",
    [TR_BOT_HOW_REGULAR] =
        "Change les dés dans les deux sens et voit plus loin, mais ne prévoit pas les multiplicateurs des Cathédrales.",
    [TR_SETUP_LEVEL_SCORE] = "%s : environ %d PV en solo",
    [TR_SETUP_LEVEL_SCORE_X] = "%s : environ %d PV en solo avec l’extension",

    /* what a sheet gained, in a list (play_say_gain) */
    [TR_GAIN_NOTHING] = "rien",
    [TR_GAIN_PLUS_AMOUNT] = "+%s",
    [TR_GAIN_MINUS_AMOUNT] = "−%s",
    [TR_GAIN_CIT_ONE_RED] = "+1 citoyen rouge",
    [TR_GAIN_CIT_ONE_YELLOW] = "+1 citoyen jaune",
    [TR_GAIN_CIT_ONE_WHITE] = "+1 citoyen blanc",
    [TR_GAIN_CIT_RED] = "+%d citoyens rouges",
    [TR_GAIN_CIT_YELLOW] = "+%d citoyens jaunes",
    [TR_GAIN_CIT_WHITE] = "+%d citoyens blancs",
    [TR_GAIN_BUILT] = "construit %s",
    [TR_GAIN_LINK] = "un bonus de lien",
    [TR_GAIN_LINKS] = "%d bonus de lien",
    [TR_GAIN_COLUMN] = "le bonus de la colonne %d",
    [TR_GAIN_CHARACTER] = "personnage débloqué : %s",
    [TR_GAIN_DIE_CROSSED] = "%s : case de dé %d barrée",
    [TR_GAIN_CELL_CROSSED] = "un bâtiment barré",
    [TR_GAIN_CELLS_CROSSED] = "%d bâtiments barrés",
    [TR_GAIN_VP] = "+%d PV",
    [TR_GAIN_VP_LOST] = "−%d PV",

    /* rule events as they happen */
    [TR_EV_GAINED] = "Au total : %s.",
    [TR_EV_LINK] = "Lien complet : %s.",
    [TR_EV_COLUMN_RES] = "Colonne %d de citoyens atteinte sur les trois pistes : +1 de chaque ressource.",
    [TR_EV_COLUMN_WORK] = "Colonne %d de citoyens atteinte sur les trois pistes : construisez un bâtiment de fonction.",
    [TR_EV_CIT15] = "15e citoyen %s : son bonus construit %s ou %s.",
    [TR_EV_CIT20] = "20e citoyen %s : +1 citoyen de chaque autre couleur.",
    [TR_EV_FLIP] = " La place %s détruite se retourne : elle devient %s.",
    [TR_EV_FLIP_SAME] = " La place %s détruite se retourne ; son autre face est %s aussi.",
    [TR_EV_RAID] = " Le Banquet %d passe en Raid %d : %s",
    [TR_EV_TURN] = " La roue tourne au jour %d : chaque place fait face à un nouveau prix.",
    [TR_EV_REVEAL_GAIN] = " Au total : %s.",
    [TR_EV_PRICE_BANQUET] = "gratuit (Banquet %d)",
    [TR_EV_PANEL_FREE] = "Le %s est gratuit (Banquet %d).",

    /* the sheet's marks and its tooltips */
    [TR_SHEET_TIP_RES_HEAD_INFLUENCE] = "Piste d’influence",
    [TR_SHEET_TIP_RES_HEAD_DENIERS] = "Piste des deniers",
    [TR_SHEET_TIP_RES_HEAD_KNOWLEDGE] = "Piste du savoir",
    [TR_SHEET_TIP_RES_HELD] = "%d en réserve : %d cases entourées, %d barrées une fois dépensées.",
    [TR_SHEET_TIP_RES_HOW] = "Un gain entoure les cases suivantes ; un paiement barre des cases entourées.",
    [TR_SHEET_TIP_RES_CITIZEN] = "Entourer les cases 6, 12 et 18 donne +1 sur la %s.",
    [TR_SHEET_TIP_RES_END] = "Les gains au-delà de la case 18 sont perdus. À la fin : 1 PV pour 2 en réserve.",
    [TR_SHEET_TIP_CIT_HEAD_RED] = "Piste des citoyens rouges",
    [TR_SHEET_TIP_CIT_HEAD_YELLOW] = "Piste des citoyens jaunes",
    [TR_SHEET_TIP_CIT_HEAD_WHITE] = "Piste des citoyens blancs",
    [TR_SHEET_TIP_CIT_COUNT] = "%d entourés : chaque citoyen vaut 1 PV à la fin.",
    [TR_SHEET_TIP_CIT_COLS] = "Quand les trois pistes les atteignent : la colonne 3 donne 1 de chaque ressource, les colonnes 6 et 11 un bâtiment de fonction au choix.",
    [TR_SHEET_TIP_CIT_MARKS] = "15e : construisez %s ou %s. 20e : 1 citoyen de chacune des deux autres couleurs.",
    [TR_SHEET_TIP_CIT_FULL] = "Un citoyen gagné sur une piste pleine va sur une autre piste de votre choix.",
    [TR_SHEET_TIP_CHAR] = "Débloqué par la Cathédrale de sa colonne : chaque case « %s » dessinée vaut 1, 2 ou 3 PV (Cathédrale 1re–2e, 3e–4e ou 5e–6e).",
    [TR_SHEET_TIP_CHAR_NOW] = "Débloqué à ×%d : %d PV pour l’instant.",
    [TR_SHEET_TIP_CHAR_NOT] = "Pas encore débloqué.",

    /* the hot-seat reveal */
    [TR_REVEAL_HEAD_OTHER] = "%s : %s",
    [TR_REVEAL_KEYS] = "Gauche et Droite, ou un nom en haut, montrent la feuille d’un autre joueur.",
    [TR_BTN_REVEAL_PREV] = "‹ Feuille",
    [TR_BTN_REVEAL_NEXT] = "Feuille ›",
    [TR_SUM_MORNING] = "Jour %d, matin",
    [TR_SUM_AFTERNOON] = "Jour %d, après-midi",
    [TR_SUM_PLAYER] = "Joueur",
    [TR_SUM_DIE] = "Dé",
    [TR_SUM_ACTION] = "Action",
    [TR_SUM_GAINS] = "Cette demi-journée",
    [TR_SUM_POINT] = "Survolez une ligne : ce qu’elle a fait, en mots.",

    /* learn to play: the guided game's screen */
    [TR_TUT_OFFER_HEAD] = "Nouveau à Troyes Dice ?",
    [TR_TUT_OFFER_LINE] = "Apprenez à jouer en 12 minutes environ : une partie guidée où vous jouez chaque coup.",
    [TR_TUT_OFFER_LEARN] = "Apprendre à jouer",
    [TR_TUT_OFFER_SKIP] = "Passer, je connais le jeu",
    [TR_TUT_OFFER_KEYS] = "Entrée : apprendre à jouer · Échap : passer",
    [TR_TUT_OFFER_LATER] = "Vous le retrouverez à tout moment sur l'écran d'accueil.",
    [TR_TUT_MENU_CONTINUE] = "Reprendre leçon %d",
    [TR_TUT_MENU_LESSON] = "Leçon %d",
    [TR_TUT_MENU_DROP] = "Commencer la leçon %d abandonne la leçon %d (laissée à l’étape %d) : appuyez de nouveau pour la commencer.",
    [TR_TUT_STEP] = "Étape %d sur %d",
    [TR_TUT_STEP_DAY] = "Jour %d ·",
    [TR_TUT_NEXT] = "Suivant (Entrée)",
    [TR_TUT_SKIP] = "Passer la leçon",
    [TR_TUT_SKIP_SURE] = "Passer ? Rappuyez",
    [TR_TUT_FOLLOW] = "Suivez le repère : %s.",
    [TR_TUT_DO_NEXT] = "lisez, puis appuyez sur Suivant",
    [TR_TUT_DO_ROLL] = "lancez les dés",
    [TR_TUT_DO_DIE] = "prenez le %s",
    [TR_TUT_DO_PAY] = "payez en %s",
    [TR_TUT_DO_VALUE] = "mettez sa valeur à %d",
    [TR_TUT_DO_COLOUR] = "passez-le en %s",
    [TR_TUT_DO_TARGET] = "cliquez sur la case en évidence de votre feuille",
    [TR_TUT_DO_GAIN] = "cliquez sur la case de dé en évidence de votre feuille (ou sur Gagner)",
    [TR_TUT_DO_CONFIRM] = "appuyez sur Valider",
    [TR_TUT_DO_OPTION] = "cliquez sur le choix en évidence, ou Entrée dessus",
    [TR_TUT_OFF] = "Pas pendant la partie guidée : suivez les étapes.",
    [TR_TUT_PLAY_ON] = "La leçon est finie : jouez la partie jusqu'au bout.",
    [TR_TUT_FINAL] = "Votre score final : %d PV.",
    [TR_TUT_REAL_GAME] = "Vous connaissez le jeu : jouez votre première vraie partie",
    [TR_TUT_REAL_GAME_BTN] = "Jouer pour de vrai",
    [TR_TUT_PANEL_READ] = "Lisez la leçon encadrée d’or, en bas à droite, puis appuyez sur Suivant (Entrée).",

    /* learn to play: the guided game's sentences */
    [TR_TUT_WELCOME] = "Bienvenue à Troyes ! Cette roue est la ville : neuf places de trois couleurs, rouge, jaune et blanc.",
    [TR_TUT_SHEET] = "Voici votre feuille. Vous marquez en construisant, en réunissant des citoyens et en gardant des ressources : 1 PV pour 2 d’une même ressource. Le bouton Lire la feuille, en haut à droite, explique chaque rangée.",
    [TR_TUT_ROLL] = "Chaque demi-journée commence par un lancer : trois dés au choix, et le noir. Lancez-les.",
    [TR_TUT_PRICES] = "Ce 2 est un 2 jaune : un dé prend la couleur de sa place. Les prix sont sur l’anneau intérieur : gratuit, 1 ressource au choix, 1 denier, 2 deniers. Le dé noir détruit sa place, il n’est jamais pris.",
    [TR_TUT_GAIN] = "Un dé construit dans le quartier de sa couleur, colonne de sa valeur, ou gagne des ressources sur la case de dé de cette colonne, la case numérotée. Le jaune donne des deniers : prenez le 2 jaune gratuit, gagnez-en 2.",
    [TR_TUT_FLIP] = "Fin de la demi-journée : la place détruite se retourne, elle est rouge maintenant. Vos deniers sont entourés sur leur piste : 5, donc 2 PV. Ses cases 6, 12 et 18 donnent chacune un citoyen.",
    [TR_TUT_PRESTIGE] = "Après-midi : les dés sont tombés sur les quatre places suivantes. Construisez : le 1 rouge construit une Forteresse, bâtiment de prestige, colonne 1 du quartier noble.",
    [TR_TUT_CITIZENS] = "La Forteresse vous a donné un citoyen rouge : chaque citoyen vaut 1 point à la fin. Une Forteresse protège aussi toute sa colonne du dé noir : vous le verrez au jour 3.",
    [TR_TUT_WORK] = "Jour 2 : l’anneau intérieur a tourné, les prix sont sur d’autres places. Bâtiments de fonction, rangée du bas : le 2 rouge gratuit construit un Palais des comtes, 2 citoyens rouges.",
    [TR_TUT_VALUE_MOVE] = "L’influence change une valeur, 1 par cran : baissez le 3 rouge, pris pour 1 denier, à 2 contre 1 influence, pour une Forteresse colonne 2. Deux voisines font un lien : le losange entre elles donne un citoyen rouge.",
    [TR_TUT_PROTECTED] = "Jour 3 : le dé noir attaque maintenant aussi votre feuille. Ce 1 noir sur du rouge attaque la case de dé 1 de votre quartier rouge, Noble : votre Forteresse de la colonne 1 la protège.",
    [TR_TUT_COLOUR_MOVE] = "Le savoir change la couleur d’un dé : 2 savoir. Prenez le 2 blanc, payez-le d’un denier, rendez-le jaune et construisez un Hôtel de ville : 2 citoyens jaunes.",
    [TR_TUT_CROSSED] = "Un 3 noir sur du blanc : la case de dé 3 de votre quartier blanc, Religieux, est barrée. Ses deux bâtiments ne peuvent plus être construits, mais un dé peut encore y gagner des ressources.",
    [TR_TUT_FORTRESS4] = "Construisez une Forteresse colonne 4 : elle donne un citoyen jaune, et la colonne 4 est à l’abri.",
    [TR_TUT_SLOT6] = "Gagnez 3 savoir avec le 3 blanc gratuit (une case barrée fait encore gagner) : le 6e cercle de votre piste de savoir est tracé, et il donne un citoyen blanc.",
    [TR_TUT_BISHOPRIC] = "La colonne 3 donne 1 de chaque ressource avec 3 citoyens sur chaque piste : rouge 5, jaune 3, blanc 1. Rendez le 5 jaune blanc pour un Évêché : ses 2 citoyens blancs montent le blanc à 3.",
    [TR_TUT_CHAIN] = "Colonne 3 atteinte : 1 influence, 1 denier et 1 savoir. Ce denier remplit la case 6 de vos deniers : un citoyen de plus, jaune. Les bonus s’enchaînent : un bonus peut en déclencher un autre.",
    [TR_TUT_CATHEDRAL] = "Le 1 blanc construit une Cathédrale, prestige blanc, colonne 1. Elle débloque Hugues de Payns : 1 point par Forteresse, fois cette case : ×1 pour 1 ou 2 Cathédrales, ×2 pour 3 ou 4, ×3 pour 5 ou 6.",
    [TR_TUT_GREAT_HALL] = "Le prestige jaune, c’est une Halle : en colonne 2, elle donne 2 citoyens rouges par dé rouge sur la roue, et il y en a 1. Payez en deniers et construisez-la là.",
    [TR_TUT_CITY_HALL_LINK] = "Construisez un Hôtel de ville colonne 1, à côté de l’autre : son lien donne 3 deniers.",
    [TR_TUT_BISHOPRIC_LINK] = "Construisez un Évêché colonne 6 (2 deniers) : avec la colonne 5, il forme un lien, 4 citoyens blancs en tout.",
    [TR_TUT_COLUMN6] = "Les trois pistes atteignent la colonne 6 : construisez un bâtiment de fonction au choix. Prenez le Palais des comtes de la colonne 1.",
    [TR_TUT_PALACE3] = "Payez le 3 rouge avec de l’influence et construisez un Palais des comtes colonne 3 : 2 citoyens rouges de plus, 13 en tout.",
    [TR_TUT_CIT15] = "Encore un Palais des comtes, colonne 4 : votre piste rouge atteint son 15e citoyen, qui construit gratuitement.",
    [TR_TUT_CIT15_PICK] = "Le 15e citoyen rouge construit une Halle ou une Cathédrale : prenez la Cathédrale colonne 2. Autre règle : le 20e citoyen d’une piste donne un citoyen de chaque autre couleur.",
    [TR_TUT_SLOT12] = "Jour 8, le dernier. Prenez le 4 jaune (1 denier) et gagnez 4 deniers, 3 de plus en tout : la case 12 de vos deniers donne un citoyen jaune.",
    [TR_TUT_THIRD_CATHEDRAL] = "Dernier coup, à vous de choisir : n’importe quel dé, n’importe quelle action. Une idée : montez le 2 blanc à 4 pour une troisième Cathédrale (Jeanne compte vos Hôtels de ville ×2).",
    [TR_TUT_END] = "Partie terminée. Votre score : citoyens, 1 point par 2 ressources, et vos personnages. Vous connaissez le jeu !",
    [TR_TUT2_OFFER_BTN] = "Leçon suivante",
    [TR_TUT2_MENU] = "Leçon 2",
    [TR_TUT2_PICTURE] = "jour %d, matin",
    [TR_TUT2_PICTURE_PM] = "jour %d, après-midi",
    [TR_TUT2_PIC_NOTE] = "Une autre partie que la vôtre : 2 joueurs sur un écran, feuilles cachées",
    [TR_TUT2_PIC_SHARED] = "L’écran de passage, vu de tous",
    [TR_TUT2_PIC_WHOSE] = "Écran de %s",
    [TR_TUT2_PIC_COUNT] = "Image %d sur %d",
    [TR_TUT_DO_HINT] = "demandez un conseil",
    [TR_TUT_DO_UNDO] = "appuyez sur Annuler",
    [TR_TUT_DO_TAKE_HINT] = "cliquez sur la ligne du conseil %d sous votre feuille",
    [TR_TUT_DO_FREE_IDEA] = "%s, ou jouez le coup de votre choix",
    [TR_TUT_DO_FREE] = "votre propre coup : terminez-le comme le panneau le demande",
    [TR_TUT2_WELCOME] = "Leçon 2 : l’extension Banquets et Raids, les conseils, l’annulation et le jeu à plusieurs sur un écran. Avec l’extension, 3 tuiles sont posées sur l’anneau extérieur de la roue, chacune sur une place, face Banquet.",
    [TR_TUT2_ROLL] = "Lancez les dés. Les icônes de chaque tuile disent ce qu’elle donne au dé pris sur sa place (pointez une tuile pour le lire en toutes lettres).",
    [TR_TUT2_BANQUET] = "Le 3 blanc est à côté du Banquet 3 : un dé pris là est gratuit, alors que son emplacement coûte 1. Survolez une tuile pour lire ses deux faces.",
    [TR_TUT2_FREE] = "Prenez le 3 blanc et gagnez 3 savoir, sans rien payer.",
    [TR_TUT2_RAID] = "Le dé noir a détruit la place près du Banquet 6 : sa tuile passe en Raid 6 jusqu’à la fin de la partie : « %s »",
    [TR_TUT2_ROLL_AFTERNOON] = "Lancez les dés de l’après-midi.",
    [TR_TUT2_BLACK_BANQUET] = "Le dé noir est tombé près du Banquet 8 : aucune place n’est détruite, et vous pouvez jouer le dé noir comme un dé rouge.",
    [TR_TUT2_HINT] = "Vous hésitez ? Demandez un conseil : le bouton Conseil, ou H.",
    [TR_TUT2_HINT_SHOWN] = "Les marques sont les meilleurs choix de l’expert, 1 le meilleur (estimations égales : aussi bons), chacun sur ce qu’il construirait (pas un numéro de dé). Un clic le prépare ; vous choisissez.",
    [TR_TUT2_TRY] = "Essayez d’abord : prenez le 2 jaune et gagnez 2 deniers.",
    [TR_TUT2_FLIP] = "L’après-midi est fini : le Banquet 8, où le dé noir est tombé, passe en Raid 8 pour de bon.",
    [TR_TUT2_RAID_8] = "Le Raid 8, désormais : « %s »",
    [TR_TUT2_UNDO] = "Vous changez d’avis ? Annuler (ou Retour arrière) reprend votre coup, et le retournement avec, jusqu’au prochain lancer.",
    [TR_TUT2_TAKE_HINT] = "Prenez plutôt le conseil 1 : cliquez sur sa ligne sous votre feuille. Le 2 jaune, monté à 3 avec 1 influence, construit une Halle : +4 PV.",
    [TR_TUT2_HOTSEAT] = "L’image 1 montre une autre partie : 2 joueurs sur un écran, feuilles cachées. Après son choix, Joueur 1 appuie sur Passer la main.",
    [TR_TUT2_HANDOVER] = "Image 2 : l’écran de passage cache toutes les feuilles et demande aux autres de détourner les yeux. Joueur 2 affiche sa propre feuille et choisit parmi les mêmes dés.",
    [TR_TUT2_REVEAL] = "Image 3, sur l’écran de Joueur 2 : le dernier à choisir appuie sur Montrer les choix, qui révèle les coups de chacun ; ils ne peuvent plus être repris.",
    [TR_TUT2_END] = "Fin de la leçon 2. Pour jouer avec l’extension, cochez Banquets et Raids en préparant une partie.",

    /* numbers */
    [TR_DECIMAL_POINT] = ",",
};
