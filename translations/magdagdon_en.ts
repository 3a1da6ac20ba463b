<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutPage</name>
    <message>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <source>MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.</source>
        <extracomment>About screen, main line. CUBIRI ORIGINAL is a label and stays in English; Majduška is a name.</extracomment>
        <translation>MAGDAGDON is a CUBIRI ORIGINAL dedicated to Majduška.</translation>
    </message>
    <message>
        <source>Happy 20th birthday! ❤️</source>
        <extracomment>About screen, birthday wish under the dedication. Keep the heart.</extracomment>
        <translation>Happy 20th birthday! ❤️</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>About screen, small line at the bottom; %1 is the version number, e.g. 1.0.0.</extracomment>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>DieDelegate</name>
    <message>
        <source>Die %1, not rolled</source>
        <translation>Die %1, not rolled</translation>
    </message>
    <message>
        <source>Die %1: %2, on the board</source>
        <translation>Die %1: %2, on the board</translation>
    </message>
    <message>
        <source>Die %1: %2, selected</source>
        <translation>Die %1: %2, selected</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Die %1: %2</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>Rules screen, section heading (goal of the game). Short, shown in capitals.</extracomment>
        <translation>Goal</translation>
    </message>
    <message>
        <source>Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.</source>
        <extracomment>Rules screen, &quot;Goal&quot; section. RUINS as in the vocabulary table.</extracomment>
        <translation>Fill the 4×4 board while you grow one single connected field of numbers. Score as many points as you can with strong rows and columns, and keep RUINS off the board.</translation>
    </message>
    <message>
        <source>A turn</source>
        <extracomment>Rules screen, section heading.</extracomment>
        <translation>A turn</translation>
    </message>
    <message>
        <source>Press ROLL: four ordinary six-sided dice are thrown.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. ROLL is the button name (vocabulary table).</extracomment>
        <translation>Press ROLL: four ordinary six-sided dice are thrown.</translation>
    </message>
    <message>
        <source>Tap a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet.</extracomment>
        <translation>Tap a die, then one of the highlighted cells where it may go, to prepare it on the board. Dragging the die onto the cell does the same.</translation>
    </message>
    <message>
        <source>The smallest number of dice you must place each turn depends on the difficulty.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet.</extracomment>
        <translation>The smallest number of dice you must place each turn depends on the difficulty.</translation>
    </message>
    <message>
        <source>As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name (vocabulary table).</extracomment>
        <translation>As soon as that minimum is prepared, CONFIRM becomes available. You may still prepare more dice first; the dice you leave unused are discarded when you confirm.</translation>
    </message>
    <message>
        <source>Until you press CONFIRM, tap a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.</source>
        <extracomment>Rules screen, &quot;A turn&quot; bullet. CONFIRM is the button name.</extracomment>
        <translation>Until you press CONFIRM, tap a prepared die to take it back and change your mind. After CONFIRM the numbers stay where they are for the rest of the game.</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>Rules screen, section heading.</extracomment>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs −10, −20 and then −40 points, in the order you use them.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. PEACEFUL is a difficulty name and stays in English; &quot;Majda Power&quot; stays as is in every language.</extracomment>
        <translation>PEACEFUL: 3 Majda Powers, at least 2 dice per turn. Using the powers costs −10, −20 and then −40 points, in the order you use them.</translation>
    </message>
    <message>
        <source>SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs −70 points.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SURVIVAL is a difficulty name and stays in English.</extracomment>
        <translation>SURVIVAL: 1 Majda Power, at least 2 dice per turn. Using the power costs −70 points.</translation>
    </message>
    <message>
        <source>NIGHTMARE: no Majda Power, at least 3 dice per turn.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. NIGHTMARE is a difficulty name and stays in English.</extracomment>
        <translation>NIGHTMARE: no Majda Power, at least 3 dice per turn.</translation>
    </message>
    <message>
        <source>When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet about the minimum near the end of the game.</extracomment>
        <translation>When fewer empty cells are left than the usual minimum, the minimum drops to the number of empty cells. In NIGHTMARE the last two cells therefore need 2 dice, and the very last cell 1.</translation>
    </message>
    <message>
        <source>Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.</source>
        <extracomment>Rules screen, &quot;Difficulty&quot; bullet. SETTINGS is the name of the settings screen (vocabulary table).</extracomment>
        <translation>Changing the difficulty in SETTINGS starts a new game. Each difficulty keeps its own high-score table.</translation>
    </message>
    <message>
        <source>Valid placement</source>
        <extracomment>Rules screen, section heading (where a die may be placed).</extracomment>
        <translation>Valid placement</translation>
    </message>
    <message>
        <source>While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUINS as in the vocabulary table.</extracomment>
        <translation>While the board holds no number at all (the first die of the game, or a board with only RUINS), a die may go on any empty cell.</translation>
    </message>
    <message>
        <source>Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet.</extracomment>
        <translation>Every other die must touch at least one number along a side: above, below, left or right. Touching at a corner does not count.</translation>
    </message>
    <message>
        <source>Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet.</extracomment>
        <translation>Its value may differ by at most 1 from every number it touches along a side. Equal values are allowed.</translation>
    </message>
    <message>
        <source>A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet. RUIN as in the vocabulary table.</extracomment>
        <translation>A RUIN is not a number: it connects nothing and puts no limit on the cells next to it.</translation>
    </message>
    <message>
        <source>Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; bullet.</extracomment>
        <translation>Dice prepared earlier in the same turn already count when the next ones are checked, so the order in which you place your dice can change what is allowed.</translation>
    </message>
    <message>
        <source>Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4.</source>
        <extracomment>Rules screen, &quot;Valid placement&quot; example, shown in a highlighted box below the bullets.</extracomment>
        <translation>Example: an empty cell next to both a 3 and a 4 accepts only a 3 or a 4.</translation>
    </message>
    <message>
        <source>Majda Power</source>
        <extracomment>Rules screen, section heading. &quot;Majda Power&quot; is a name and stays as is in every language.</extracomment>
        <translation>Majda Power</translation>
    </message>
    <message>
        <source>How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. Difficulty names stay in English.</extracomment>
        <translation>How many Majda Powers you may use in a game depends on the difficulty: PEACEFUL 3, SURVIVAL 1, NIGHTMARE 0.</translation>
    </message>
    <message>
        <source>DECREASE −1 or INCREASE +1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. DECREASE −1 and INCREASE +1 are button names (vocabulary table).</extracomment>
        <translation>DECREASE −1 or INCREASE +1 changes the value of one available die by exactly 1. A value never goes below 1 or above 6. Each change uses 1 power.</translation>
    </message>
    <message>
        <source>REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet. REROLL is a button name (vocabulary table).</extracomment>
        <translation>REROLL lets you select one or more available dice and throw them again together. One REROLL uses 1 power, however many dice it throws.</translation>
    </message>
    <message>
        <source>In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet about the PEACEFUL penalties.</extracomment>
        <translation>In PEACEFUL the 1st power costs 10 points, the 2nd another 20 and the 3rd another 40, so all three together cost 70 points.</translation>
    </message>
    <message>
        <source>In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet.</extracomment>
        <translation>In SURVIVAL the single power costs 70 points. NIGHTMARE has no powers and so no power penalty.</translation>
    </message>
    <message>
        <source>Powers are optional and may be used several times in the same turn, as long as uses are left.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet.</extracomment>
        <translation>Powers are optional and may be used several times in the same turn, as long as uses are left.</translation>
    </message>
    <message>
        <source>A prepared die must first be taken back from the board before a power can change or reroll it.</source>
        <extracomment>Rules screen, &quot;Majda Power&quot; bullet.</extracomment>
        <translation>A prepared die must first be taken back from the board before a power can change or reroll it.</translation>
    </message>
    <message>
        <source>MAGDAGDON &amp; ruins</source>
        <extracomment>Rules screen, section heading. MAGDAGDON stays as is; RUINS as in the vocabulary table.</extracomment>
        <translation>MAGDAGDON &amp; ruins</translation>
    </message>
    <message>
        <source>If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet.</extracomment>
        <translation>If no order of placements lets the current roll place the minimum your difficulty asks for, the turn falls into MAGDAGDON.</translation>
    </message>
    <message>
        <source>You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. ACCEPT MAGDAGDON is a button name.</extracomment>
        <translation>You may use a Majda Power to rescue the roll if your difficulty still leaves you one, or ACCEPT MAGDAGDON even with powers left.</translation>
    </message>
    <message>
        <source>When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet. RUIN as in the vocabulary table.</extracomment>
        <translation>When you accept MAGDAGDON, choose any empty cell. It becomes a RUIN for the rest of the game, and the turn ends.</translation>
    </message>
    <message>
        <source>Each RUIN costs 15 points in the final score.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet.</extracomment>
        <translation>Each RUIN costs 15 points in the final score.</translation>
    </message>
    <message>
        <source>While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.</source>
        <extracomment>Rules screen, &quot;MAGDAGDON &amp; ruins&quot; bullet (R6.4: a dead end caused by the player&apos;s own prepared dice).</extracomment>
        <translation>While a valid way to place the minimum exists, badly prepared dice cannot force a MAGDAGDON: take dice back or place them in another order instead.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>Rules screen, section heading (how points are counted).</extracomment>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet.</extracomment>
        <translation>Every row and every column scores the sum of its numbers. Since each cell lies in one row and one column, every number really counts twice in the base score.</translation>
    </message>
    <message>
        <source>A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT, FOUR OF A KIND and TWO PAIRS as in the vocabulary table.</extracomment>
        <translation>A row or column holding four numbers can earn one combination bonus, the best that applies: STRAIGHT +60, FOUR OF A KIND +40 or TWO PAIRS +20.</translation>
    </message>
    <message>
        <source>A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. STRAIGHT as in the vocabulary table.</extracomment>
        <translation>A STRAIGHT is four values that step by exactly 1 in one direction, for example 1-2-3-4, 3-4-5-6, 4-3-2-1 or 6-5-4-3.</translation>
    </message>
    <message>
        <source>FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. FOUR OF A KIND and TWO PAIRS as in the vocabulary table.</extracomment>
        <translation>FOUR OF A KIND is four equal values. TWO PAIRS is two values that each appear exactly twice, in any positions, for example 3-4-4-3 or 2-2-5-5.</translation>
    </message>
    <message>
        <source>A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet.</extracomment>
        <translation>A line with a RUIN still scores the sum of its other numbers, but never a combination bonus.</translation>
    </message>
    <message>
        <source>Each RUIN takes 15 points off the total.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet.</extracomment>
        <translation>Each RUIN takes 15 points off the total.</translation>
    </message>
    <message>
        <source>Last, the Majda Power penalties come off: PEACEFUL −10, −20 and −40 in the order of use; SURVIVAL −70 for its one use; NIGHTMARE nothing.</source>
        <extracomment>Rules screen, &quot;Scoring&quot; bullet. Difficulty names stay in English.</extracomment>
        <translation>Last, the Majda Power penalties come off: PEACEFUL −10, −20 and −40 in the order of use; SURVIVAL −70 for its one use; NIGHTMARE nothing.</translation>
    </message>
    <message>
        <source>Final score = base score + line bonuses − RUIN penalties − power penalties</source>
        <extracomment>Rules screen, &quot;Scoring&quot;: the final formula, shown in a highlighted box.</extracomment>
        <translation>Final score = base score + line bonuses − RUIN penalties − power penalties</translation>
    </message>
    <message>
        <source>End of the game</source>
        <extracomment>Rules screen, section heading.</extracomment>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.</source>
        <extracomment>Rules screen, &quot;End of the game&quot; paragraph.</extracomment>
        <translation>The game ends when all 16 cells hold a number or a RUIN. Your final score, with every RUIN and Majda Power penalty, is worked out at once and saved in the high-score table of the difficulty you played, together with the date, the number of turns and the Majda Powers used.</translation>
    </message>
    <message>
        <source>How to play MAGDAGDON</source>
        <extracomment>Rules screen, big title at the top. The game&apos;s name stays MAGDAGDON.</extracomment>
        <translation>How to play MAGDAGDON</translation>
    </message>
</context>
</TS>
